import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Form, Radio, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  COPY_FORMATS,
  COPY_FORMAT_LABELS,
  CREDIT_COSTS,
  ERRORS,
  FREE_PREVIEW_LABEL,
  PLATFORM_LABELS,
  PLATFORMS,
  paths,
  count,
  formatNumber,
  type CopyFormat,
  type Platform,
} from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { creditsQueryOptions, useProjectOptions } from '@brandcast/shared/queries';
import { ButtonLink, QueryError, ProjectPicker } from '@brandcast/shared/ui';
import { useMessageOptions } from '../../../api/get-message-options';
import { messageOptionLabel } from '../../../components/message-option-label';
import { FreePreview, MonthlyBudget } from '../../../components/generation-budget';

export interface GenerateChoice {
  projectId?: string;
  messageId?: string;
  platforms: Platform[];
  format: CopyFormat;
}

/** "Generate for 2 platforms — 30 credits each (60)": the cost is known before pressing. */
export function generateLabel(platforms: number): string {
  const cost = CREDIT_COSTS.copyGeneration;
  if (platforms === 0) return 'Generate — pick a platform';
  if (platforms === 1) return `Generate for 1 platform — ${count(cost, 'credit')}`;
  return `Generate for ${count(platforms, 'platform')} — ${count(cost, 'credit')} each (${formatNumber(platforms * cost)})`;
}

/** Project, optional message, platforms and format; one generation request per platform. */
export function GenerateCopiesForm({
  choice,
  onChange,
  pending,
  onGenerate,
}: {
  choice: GenerateChoice;
  onChange: (changes: Partial<GenerateChoice>) => void;
  pending: boolean;
  onGenerate: () => void;
}) {
  const projects = useProjectOptions();
  const messages = useMessageOptions(choice.projectId);
  const credits = useQuery(creditsQueryOptions());
  const total = choice.platforms.length * CREDIT_COSTS.copyGeneration;
  const project = projects.data?.find((candidate) => candidate._id === choice.projectId);
  const viewOnly = project?.role === 'viewer';

  if (projects.isError) {
    return <QueryError query={projects} fallback={ERRORS.fetchProjectsFailed} />;
  }
  if (projects.isSuccess && projects.data.length === 0) {
    return (
      <Empty description="Copies are written from a project's brand fields. Create a project first.">
        <ButtonLink to={paths.projectCreate} type="primary">
          Create a project
        </ButtonLink>
      </Empty>
    );
  }

  return (
    <Form layout="vertical" requiredMark={false} onFinish={onGenerate} style={{ maxWidth: 720 }}>
      <Form.Item
        label="Project"
        htmlFor="copy-project"
        help={viewOnly ? 'You can only read this project: pick one you own or edit.' : undefined}
        validateStatus={viewOnly ? 'error' : undefined}
      >
        <ProjectPicker
          id="copy-project"
          viewOnly="disable"
          placeholder="Pick a project"
          value={choice.projectId}
          onChange={(projectId: string) => onChange({ projectId, messageId: undefined })}
        />
      </Form.Item>
      <Form.Item
        label="Brand message (optional)"
        htmlFor="copy-message"
        extra={
          choice.messageId ? (
            <Link to={paths.message(choice.messageId)}>Open this message</Link>
          ) : (
            'Without one, the copy is written from the project\u2019s brand fields.'
          )
        }
      >
        <Select
          id="copy-message"
          allowClear
          placeholder={choice.projectId ? 'Any message, or none' : 'Pick a project first'}
          disabled={!choice.projectId}
          loading={messages.isFetching}
          value={choice.messageId}
          onChange={(messageId?: string) => onChange({ messageId })}
          options={(messages.data ?? []).map((message) => ({
            value: message.id,
            label: messageOptionLabel(message),
          }))}
        />
      </Form.Item>
      {messages.isError ? (
        <Alert
          type="warning"
          showIcon
          title={getErrorMessage(messages.error, ERRORS.fetchMessagesFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>Platforms</legend>
        <Checkbox.Group
          value={choice.platforms}
          onChange={(platforms) => onChange({ platforms: platforms as Platform[] })}
          options={PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }))}
        />
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>Format</legend>
        <Radio.Group
          value={choice.format}
          onChange={(event) => onChange({ format: event.target.value as CopyFormat })}
          options={COPY_FORMATS.map((value) => ({ value, label: COPY_FORMAT_LABELS[value] }))}
        />
      </fieldset>
      <MonthlyBudget />
      <Button
        type="primary"
        htmlType="submit"
        loading={pending}
        disabled={!choice.projectId || viewOnly || choice.platforms.length === 0}
      >
        {generateLabel(choice.platforms.length)}
      </Button>
      {credits.data ? (
        <Typography.Paragraph type={credits.data.balance < total ? 'warning' : 'secondary'} style={{ marginTop: 8 }}>
          You have {count(credits.data.balance, 'credit')}
          {credits.data.balance < total
            ? `; this needs ${formatNumber(total)}. Pick fewer platforms or upgrade your plan.`
            : '.'}
        </Typography.Paragraph>
      ) : null}
      <FreePreview
        request={
          choice.projectId && choice.platforms[0] && !viewOnly
            ? {
                kind: 'copy',
                body: {
                  projectId: choice.projectId,
                  messageId: choice.messageId ?? null,
                  platform: choice.platforms[0],
                  format: choice.format,
                },
              }
            : null
        }
        label={choice.platforms[0] ? `${FREE_PREVIEW_LABEL} (${PLATFORM_LABELS[choice.platforms[0]]})` : undefined}
      />
    </Form>
  );
}
