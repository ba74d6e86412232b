import { Alert, Modal, Space, Switch, Typography } from 'antd';
import { ERRORS, paths, type Project } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useUpdateProject } from '../api/update-project';

/** The public switch and the link anyone can open while it is on. */
export function ShareProjectModal({
  project,
  open,
  onClose,
}: {
  project: Project;
  open: boolean;
  onClose: () => void;
}) {
  const update = useUpdateProject(project._id);
  const link = `${window.location.origin}${paths.publicProject(project._id)}`;
  return (
    <Modal title="Share" open={open} onCancel={onClose} footer={null}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space>
          <Switch
            aria-label="Public"
            checked={project.public}
            loading={update.isPending}
            onChange={(checked) => update.mutate({ public: checked })}
          />
          <span>
            {project.public ? 'Public: anyone with the link can read it.' : 'Private: only you and your collaborators.'}
          </span>
        </Space>
        {update.isError ? (
          <Alert type="error" showIcon title={getErrorMessage(update.error, ERRORS.updateProjectFailed)} />
        ) : null}
        {project.public ? (
          <Typography.Paragraph
            copyable={{ text: link, tooltips: ['Copy link', 'Copied'] }}
            style={{ margin: 0 }}
            data-testid="public-link"
          >
            <a href={link} target="_blank" rel="noreferrer">
              {link}
            </a>
          </Typography.Paragraph>
        ) : null}
      </Space>
    </Modal>
  );
}
