import { UploadOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { Alert, Avatar, Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ERRORS } from '@brandcast/shared';
import { authAtom, getErrorMessage, toast } from '@brandcast/shared/client';
import { useUploadAvatar } from '../api/upload-avatar';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Avatar upload with a progress bar; the server checks the image by its bytes and its size. */
export function AvatarUpload() {
  const { user } = useAtomValue(authAtom);
  const [percent, setPercent] = useState(0);
  const upload = useUploadAvatar(setPercent);
  if (!user) return null;

  return (
    <Space align="start" size="large" style={{ marginBottom: 24 }} wrap>
      <Avatar size={72} src={user.avatar ?? undefined} alt={`${user.firstName}'s avatar`}>
        {user.firstName.charAt(0).toUpperCase() || 'U'}
      </Avatar>
      <div>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            setPercent(0);
            upload.mutate(file, { onSuccess: () => toast.success('Your avatar was updated.') });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            Upload avatar
          </Button>
        </Upload>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          PNG, JPEG, WebP or GIF, up to 2 MB.
        </Typography.Paragraph>
        {upload.isPending ? <Progress percent={percent} size="small" aria-label="Upload progress" /> : null}
        {upload.isError ? (
          <Alert
            type="error"
            showIcon
            title={getErrorMessage(upload.error, ERRORS.avatarUploadFailed)}
            style={{ marginTop: 8 }}
          />
        ) : null}
      </div>
    </Space>
  );
}
