import { Alert, Button, Card, Form, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ERRORS, paths, type Recording } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useProjectOptions } from '@brandcast/shared/queries';
import { ProjectPicker } from '@brandcast/shared/ui';
import { useSaveTake } from '../api/recordings';
import type { Recording as Take } from '../hooks/use-recorder';
import { formatDuration } from '../utils/speed';

/**
 * The take recorded on the prompter, kept in this tab until it is saved to a project (or downloaded).
 * A take read from a script is saved with it, to the script's project unless another is picked. Shown on
 * the page and over the prompter (full screen too); `saved` carries a save made in the other place.
 */
export function SaveTake({
  take,
  script,
  onDiscard,
  saved,
  onSaved,
}: {
  take: Take;
  script: { id: string; projectId: string } | null;
  onDiscard: () => void;
  saved?: Recording | null;
  onSaved?: (recording: Recording) => void;
}) {
  const projects = useProjectOptions();
  const [projectId, setProjectId] = useState<string | undefined>(script?.projectId);
  const [progress, setProgress] = useState(0);
  const save = useSaveTake();
  const withScript = script && script.projectId === projectId ? script.id : undefined;
  const done = saved ?? (save.isSuccess ? save.data : null);

  return (
    <Card title={`Your take (${formatDuration(take.seconds)})`} style={{ marginTop: 16 }}>
      {done ? (
        <Typography.Paragraph type="success">
          Saved to {done.projectName}. <Link to={paths.project(done.projectId)}>Open the project</Link>
        </Typography.Paragraph>
      ) : (
        <Form layout="vertical" requiredMark={false}>
          <Form.Item label="Save to project" htmlFor="take-project">
            <ProjectPicker
              id="take-project"
              viewOnly="hide"
              placeholder="Pick a project"
              value={projectId}
              onChange={(value: string) => setProjectId(value)}
            />
          </Form.Item>
          <Space wrap>
            <Button
              type="primary"
              disabled={!projectId}
              loading={save.isPending}
              onClick={() =>
                projectId &&
                save.mutate(
                  {
                    projectId,
                    blob: take.blob,
                    fileName: take.fileName,
                    onProgress: setProgress,
                    ...(withScript ? { scriptId: withScript } : {}),
                  },
                  { onSuccess: (recording) => onSaved?.(recording) },
                )
              }
            >
              Save to project
            </Button>
            <Button href={take.url} download={take.fileName}>
              Download
            </Button>
            <Button onClick={onDiscard} disabled={save.isPending}>
              Discard
            </Button>
          </Space>
          {save.isPending ? (
            <Progress percent={progress} size="small" aria-label="Upload progress" style={{ marginTop: 12 }} />
          ) : null}
        </Form>
      )}
      {projects.isError ? (
        <Alert
          type="warning"
          showIcon
          title={getErrorMessage(projects.error, ERRORS.fetchProjectsFailed)}
          style={{ marginTop: 12 }}
        />
      ) : null}
      {save.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(save.error, 'The take could not be saved.')}
          style={{ marginTop: 12 }}
        />
      ) : null}
    </Card>
  );
}
