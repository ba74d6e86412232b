import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MAX_SIDE, BRAND_LOGO_TYPES, ERRORS } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useRemoveLogo, useUploadLogo } from '../api/branding';

const MEGABYTES = BRAND_LOGO_MAX_BYTES / (1024 * 1024);

/** Upload (checked again by the server by its bytes) or remove the logo. */
export function LogoCard({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const error = tooLarge ?? (upload.isError ? getErrorMessage(upload.error, ERRORS.saveBrandingFailed) : null);
  return (
    <Card title="Logo">
      <Flex vertical gap={12} align="flex-start">
        {logoUrl ? (
          <img src={logoUrl} alt="Your current logo" style={{ maxHeight: 64, maxWidth: '100%' }} />
        ) : (
          <Typography.Text type="secondary">No logo yet.</Typography.Text>
        )}
        <Flex gap={8} wrap>
          <Upload
            accept={BRAND_LOGO_TYPES.join(',')}
            showUploadList={false}
            disabled={upload.isPending}
            beforeUpload={(file) => {
              upload.reset();
              if (file.size > BRAND_LOGO_MAX_BYTES) {
                setTooLarge(`The logo is larger than ${MEGABYTES} MB. Choose a smaller image.`);
              } else {
                setTooLarge(null);
                upload.mutate(file, { onSuccess: () => toast.success('Your logo was saved.') });
              }
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
          </Upload>
          {logoUrl ? (
            <Button
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success('Your logo was removed.'),
                  onError: (failure) => toast.error(getErrorMessage(failure, ERRORS.saveBrandingFailed)),
                })
              }
            >
              Remove logo
            </Button>
          ) : null}
        </Flex>
        <Typography.Text type="secondary">
          PNG, JPEG, WebP or GIF, up to {MEGABYTES} MB and {BRAND_LOGO_MAX_SIDE}×{BRAND_LOGO_MAX_SIDE} pixels.
        </Typography.Text>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Flex>
    </Card>
  );
}
