import { Alert, Button, Card, Space, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ERRORS,
  FREE_PREVIEW_HINT,
  FREE_PREVIEW_LABEL,
  count,
  monthlyBudgetSentence,
  type CopyPreviewInput,
  type MessagePreviewInput,
  type PreviewAnswer,
} from '@brandcast/shared';
import { copyEndpoints, messageEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { creditsQueryOptions } from '@brandcast/shared/queries';
import { RequestError } from './request-error';

/**
 * What the month's credits buy, said in a generator before the account's first charge (the ledger holds
 * only grants), so a new user can plan before spending.
 */
export function MonthlyBudget() {
  const credits = useQuery(creditsQueryOptions());
  const data = credits.data;
  // Only a whole answer: the plan to price, and a ledger without a charge yet.
  if (!data?.plan || !Array.isArray(data.ledger) || data.ledger.some((entry) => entry.action !== 'grant')) return null;
  return <Alert type="info" showIcon style={{ marginBottom: 12 }} title={monthlyBudgetSentence(data.plan)} />;
}

type PreviewRequest = { kind: 'message'; body: MessagePreviewInput } | { kind: 'copy'; body: CopyPreviewInput };

/**
 * "Preview one free": one candidate written as a generation would write it, not saved and not charged
 * (FREE_PREVIEWS_PER_DAY a day), so the writing can be judged before paying for a set.
 */
export function FreePreview({ request, label }: { request: PreviewRequest | null; label?: string }) {
  const preview = useMutation({
    mutationFn: (input: PreviewRequest) =>
      api.post<PreviewAnswer>(input.kind === 'message' ? messageEndpoints.preview : copyEndpoints.preview, input.body, {
        wholeBody: true,
      }),
  });
  // The hashtags the text does not already carry (a copy's text often ends with them).
  const extraTags = (preview.data?.data.hashtags ?? []).filter(
    (tag) => !preview.data?.data.content.toLowerCase().includes(tag.toLowerCase()),
  );
  return (
    <Card size="small" role="region" aria-label="Free preview" style={{ marginTop: 12 }}>
      <Space wrap align="center">
        <Button disabled={!request} loading={preview.isPending} onClick={() => request && preview.mutate(request)}>
          {label ?? FREE_PREVIEW_LABEL}
        </Button>
        <Typography.Text type="secondary">{FREE_PREVIEW_HINT}</Typography.Text>
      </Space>
      {preview.isError ? (
        <RequestError error={preview.error} fallback={ERRORS.generateMessageFailed} style={{ marginTop: 12 }} />
      ) : null}
      {preview.data ? (
        <section aria-label="Previewed candidate" aria-live="polite" style={{ marginTop: 12 }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
            {preview.data.data.content}
          </Typography.Paragraph>
          {extraTags.length > 0 ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {extraTags.join(' ')}
            </Typography.Paragraph>
          ) : null}
          <Typography.Text type="secondary">
            Not saved. {count(preview.data.remaining, 'free preview')} left today.
          </Typography.Text>
        </section>
      ) : null}
    </Card>
  );
}
