import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  CREDIT_COSTS,
  ERRORS,
  SCRIPT_SECONDS,
  SCRIPT_TITLE_MAX_LENGTH,
  SCRIPT_WORDS_PER_MINUTE,
  count,
  type Script,
  type ScriptSeconds,
} from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { creditsQueryOptions, useProjectOptions } from '@brandcast/shared/queries';
import { ProjectPicker } from '@brandcast/shared/ui';
import { useMessageOptions } from '../../../api/get-message-options';
import { messageOptionLabel } from '../../../components/message-option-label';
import { useGenerateScript } from '../api/generate-script';
import { useProjectScripts } from '../api/get-project-scripts';
import { useSaveScript } from '../api/save-script';

/** "Write a 30-second script — 80 credits": the cost is known before pressing. */
export const generateScriptLabel = (seconds: ScriptSeconds) =>
  `Write a ${seconds}-second script — ${CREDIT_COSTS.videoScript} credits`;

export interface CurrentScript {
  id: string;
  projectId: string;
  /** The caller may save changes to it (owner or editor of its project). */
  editable: boolean;
}

/**
 * Scripts on the prompter's setup page: write one from a project's brand fields (and one of its messages)
 * at a length, for CREDIT_COSTS.videoScript; save the text on the page as a script of a project, or save
 * the changes to the script it came from.
 */
export function ScriptTools({
  text,
  current,
  onScript,
}: {
  /** The text on the page, as it would be saved. */
  text: string;
  current: CurrentScript | null;
  /** A script was written or saved: the page shows it (and its address names it). */
  onScript: (script: Script) => void;
}) {
  const projects = useProjectOptions();
  const [projectId, setProjectId] = useState<string | undefined>(current?.projectId);
  const [messageId, setMessageId] = useState<string | undefined>();
  const [seconds, setSeconds] = useState<ScriptSeconds>(30);
  const [title, setTitle] = useState('');
  const messages = useMessageOptions(projectId);
  const saved = useProjectScripts(projectId);
  const credits = useQuery(creditsQueryOptions());
  const generate = useGenerateScript();
  const save = useSaveScript();
  const writable = (projects.data ?? []).filter((project) => project.role !== 'viewer');
  const short = credits.data ? credits.data.balance < CREDIT_COSTS.videoScript : false;
  const empty = text.trim().length === 0;

  const saveNew = () => {
    if (!projectId) return;
    save.mutate(
      { create: { projectId, content: text, ...(title.trim() ? { title: title.trim() } : {}) } },
      { onSuccess: onScript },
    );
  };

  return (
    <Card title="Scripts" style={{ marginTop: 16 }}>
      {projects.isError ? (
        <Alert
          type="warning"
          showIcon
          title={getErrorMessage(projects.error, ERRORS.fetchProjectsFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form layout="vertical" requiredMark={false}>
        <Form.Item
          label="Project"
          htmlFor="script-project"
          extra={
            projects.isSuccess && writable.length === 0
              ? 'Create a project (or be made an editor of one) to write and save scripts.'
              : undefined
          }
        >
          <ProjectPicker
            id="script-project"
            viewOnly="hide"
            placeholder="Pick a project"
            value={projectId}
            onChange={(value: string) => {
              setProjectId(value);
              setMessageId(undefined);
            }}
          />
        </Form.Item>
        {saved.data && saved.data.length > 0 ? (
          <Form.Item label="Open a saved script" htmlFor="script-saved">
            <Select
              id="script-saved"
              placeholder={`${saved.data.length} saved in this project`}
              value={current && saved.data.some((script) => script.id === current.id) ? current.id : undefined}
              onChange={(id: string) => {
                const script = saved.data.find((candidate) => candidate.id === id);
                if (script) onScript(script);
              }}
              options={saved.data.map((script) => ({
                value: script.id,
                label: `${script.title || 'Untitled script'} (${Math.floor(script.estimatedSeconds / 60)}:${String(script.estimatedSeconds % 60).padStart(2, '0')})`,
              }))}
            />
          </Form.Item>
        ) : null}
        <Typography.Title level={5}>Write a script</Typography.Title>
        <Form.Item
          label="Brand message (optional)"
          htmlFor="script-message"
          extra="Without one, the script is written from the project's brand fields."
        >
          <Select
            id="script-message"
            allowClear
            placeholder={projectId ? 'Any message, or none' : 'Pick a project first'}
            disabled={!projectId}
            loading={messages.isFetching}
            value={messageId}
            onChange={(value?: string) => setMessageId(value)}
            options={(messages.data ?? []).map((message) => ({
              value: message.id,
              label: messageOptionLabel(message),
            }))}
          />
        </Form.Item>
        <Form.Item label={`Length (read at ${SCRIPT_WORDS_PER_MINUTE} words a minute)`}>
          <Radio.Group
            aria-label="Length"
            value={seconds}
            onChange={(event) => setSeconds(event.target.value as ScriptSeconds)}
            options={SCRIPT_SECONDS.map((value) => ({ value, label: `${value} s` }))}
          />
        </Form.Item>
        <Space wrap align="center">
          <Button
            type="primary"
            loading={generate.isPending}
            disabled={!projectId}
            onClick={() =>
              projectId &&
              generate.mutate({ projectId, seconds, ...(messageId ? { messageId } : {}) }, { onSuccess: onScript })
            }
          >
            {generateScriptLabel(seconds)}
          </Button>
          {credits.data ? (
            <Typography.Text type={short ? 'warning' : 'secondary'} data-testid="script-credits">
              You have {count(credits.data.balance, 'credit')}
              {short
                ? `; a script needs ${CREDIT_COSTS.videoScript}. Credits renew monthly, or upgrade your plan.`
                : '.'}
            </Typography.Text>
          ) : null}
        </Space>
        {generate.isError ? (
          <Alert
            type="error"
            showIcon
            title={getErrorMessage(generate.error, 'The script could not be written.')}
            style={{ marginTop: 12 }}
          />
        ) : null}
        <Divider />
        <Typography.Title level={5}>Save this text</Typography.Title>
        {current?.editable ? (
          <Button
            loading={save.isPending && save.variables && 'id' in save.variables}
            disabled={empty}
            onClick={() => save.mutate({ id: current.id, patch: { content: text } }, { onSuccess: onScript })}
            style={{ marginBottom: 12 }}
          >
            Save changes to this script
          </Button>
        ) : null}
        <Form.Item label="Title (optional)" htmlFor="script-title">
          <Input
            id="script-title"
            maxLength={SCRIPT_TITLE_MAX_LENGTH}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="e.g. Launch video"
          />
        </Form.Item>
        <Button
          disabled={!projectId || empty}
          loading={save.isPending && save.variables && 'create' in save.variables}
          onClick={saveNew}
        >
          {current ? 'Save as a new script' : 'Save as a script'}
        </Button>
        {!projectId && !empty ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Pick a project to save to.
          </Typography.Paragraph>
        ) : null}
        {save.isError ? (
          <Alert
            type="error"
            showIcon
            title={getErrorMessage(save.error, 'The script could not be saved.')}
            style={{ marginTop: 12 }}
          />
        ) : null}
        {save.isSuccess ? (
          <Typography.Paragraph type="success" style={{ marginTop: 8 }}>
            Saved to {save.data.projectName}.
          </Typography.Paragraph>
        ) : null}
      </Form>
    </Card>
  );
}
