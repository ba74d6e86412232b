import { Alert, Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  CREDIT_COSTS,
  DEFAULT_VARIATIONS,
  ERRORS,
  MESSAGE_TYPE_LABELS,
  paths,
  count,
  plural,
  type Message,
  type MessageType,
} from '@brandcast/shared';
import { useGenerateMessages } from '../api/generate-messages';
import { RequestError } from '../../../components/request-error';
import { FreePreview, MonthlyBudget } from '../../../components/generation-budget';
import { ItemList } from './item-list';
import { PreviewScoreLine } from './preview-score-line';
import { ProviderNote } from './provider-note';

/**
 * "Generate": the engine writes candidates from the project's brand fields (one charge per request).
 * Each candidate is already saved as a draft. On a new message, choosing one opens it; on a message being
 * edited (`onUse`), choosing one puts its text into the form, so unsaved edits are never left behind.
 */
export function GenerateCandidates({
  projectId,
  type,
  onUse,
}: {
  projectId: string | undefined;
  type: MessageType | undefined;
  onUse?: (candidate: Message) => void;
}) {
  const navigate = useNavigate();
  const generate = useGenerateMessages();
  const candidates = generate.data?.messages;
  // Fewer than asked: the brand fields gave no more strong lines (the writer never pads with filler).
  const shortfall = generate.data?.note ?? null;
  const note = candidates?.find((candidate) => candidate.providerNote)?.providerNote ?? null;
  const ready = Boolean(projectId && type);

  return (
    <Card size="small" role="region" aria-label="Generate candidates" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Let Brandcast write it
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Writes {DEFAULT_VARIATIONS} {type ? MESSAGE_TYPE_LABELS[type].toLowerCase() : 'message'} candidates from the
        project&apos;s brand fields. Each one is saved as a draft you can open, edit or delete.
      </Typography.Paragraph>
      <MonthlyBudget />
      <Button
        type="primary"
        ghost
        disabled={!ready}
        loading={generate.isPending}
        onClick={() => projectId && type && generate.mutate({ projectId, type, count: DEFAULT_VARIATIONS })}
      >
        Generate — {CREDIT_COSTS.brandMessage} credits
      </Button>
      {ready ? null : (
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          Pick a project and a type first.
        </Typography.Text>
      )}
      <FreePreview request={projectId && type ? { kind: 'message', body: { projectId, type } } : null} />
      {generate.isError ? (
        <RequestError error={generate.error} fallback={ERRORS.generateMessageFailed} style={{ marginTop: 16 }} />
      ) : null}
      {candidates ? (
        <section aria-label="Candidates" style={{ marginTop: 16 }}>
          <Alert
            type="info"
            showIcon
            title={
              onUse
                ? `Use one to put its text in the form below. ${plural(candidates.length, 'It is', 'All are')} also kept in your message list as ${plural(candidates.length, 'a draft', 'drafts')}.`
                : candidates.length === 1
                  ? 'The candidate is saved as a draft.'
                  : `All ${count(candidates.length, 'candidate')} are saved as drafts. Choose one to open it; the others stay in your message list as drafts.`
            }
          />
          {shortfall ? <Alert type="info" showIcon title={shortfall} style={{ marginTop: 8 }} /> : null}
          {note ? <Alert type="warning" showIcon title={note} style={{ marginTop: 8 }} /> : null}
          <ItemList<Message>
            items={candidates}
            itemKey={(candidate) => candidate.id}
            empty="The engine wrote nothing this time; try again."
            render={(candidate, index) => (
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
                <Space orientation="vertical" size={2}>
                  <Typography.Text strong>{candidate.content}</Typography.Text>
                  <PreviewScoreLine text={candidate.content} />
                  <ProviderNote provider={candidate.provider} />
                </Space>
                {onUse ? (
                  <Button aria-label={`Use candidate ${index + 1}`} onClick={() => onUse(candidate)}>
                    Use this text
                  </Button>
                ) : (
                  <Button
                    aria-label={`Choose candidate ${index + 1}`}
                    onClick={() => navigate(paths.message(candidate.id))}
                  >
                    Choose
                  </Button>
                )}
              </div>
            )}
          />
        </section>
      ) : null}
    </Card>
  );
}
