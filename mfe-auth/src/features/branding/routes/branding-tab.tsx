import { Alert, Button, Card, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { ERRORS } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { UpgradePrompt, useCanUseFeature } from '@brandcast/shared/ui';
import { useBranding, useResetBranding } from '../api/branding';
import { BrandPreview } from '../components/brand-preview';
import { ColorCard } from '../components/color-card';
import { LogoCard } from '../components/logo-card';

/**
 * Settings → Branding (custom branding: Enterprise and admin): the logo and brand colour shown on the
 * owner's public project pages and in the invitations sent on their behalf. Other plans see the upgrade
 * prompt; a downgraded account is told its branding is kept but not shown.
 */
export default function BrandingTab() {
  const canUse = useCanUseFeature('customBranding');
  const branding = useBranding();
  const reset = useResetBranding();
  // The colour being picked, previewed before it is saved.
  const [draft, setDraft] = useState<string | null>(null);

  if (branding.isPending) return <Skeleton active paragraph={{ rows: 4 }} aria-label="Loading your branding" />;
  if (branding.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={getErrorMessage(branding.error, ERRORS.fetchBrandingFailed)}
        action={<Button onClick={() => void branding.refetch()}>Try again</Button>}
      />
    );
  }
  const { color, logoUrl } = branding.data;
  const kept = color !== null || logoUrl !== null;
  if (!canUse) {
    return (
      <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
        <UpgradePrompt feature="customBranding" title="Branding">
          Put your logo and brand colour on your public project pages and on the invitations you send.
        </UpgradePrompt>
        {kept ? (
          <Alert
            type="info"
            showIcon
            title="Your logo and colour are kept"
            description="They are not shown while your plan does not include custom branding, and come back when it does."
          />
        ) : null}
      </Space>
    );
  }
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Shown on your public project pages and in the invitations Brandcast sends when you share a project.
      </Typography.Paragraph>
      <LogoCard logoUrl={logoUrl} />
      <ColorCard color={color} onDraft={setDraft} />
      <BrandPreview color={draft ?? color} logoUrl={logoUrl} />
      {kept ? (
        <Card size="small">
          <Popconfirm
            title="Reset your branding?"
            description="Your logo and colour are removed; your pages go back to Brandcast's look."
            okText="Reset"
            okButtonProps={{ danger: true }}
            cancelText="Keep them"
            onConfirm={() =>
              reset.mutateAsync().then(
                () => {
                  setDraft(null);
                  toast.success('Your branding was reset.');
                },
                (error: unknown) => toast.error(getErrorMessage(error, ERRORS.saveBrandingFailed)),
              )
            }
          >
            <Button danger loading={reset.isPending}>
              Reset branding
            </Button>
          </Popconfirm>
        </Card>
      ) : null}
    </Space>
  );
}
