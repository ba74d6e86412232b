import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CreatedApiToken } from '@brandcast/shared';
import { UpgradePrompt, useCanUseFeature } from '@brandcast/shared/ui';
import { useApiTokens } from '../api/api-tokens';
import { CreateTokenForm } from '../components/create-token-form';
import { NewTokenSecret } from '../components/new-token-secret';
import { TokenList } from '../components/token-list';

/**
 * Settings → API tokens (API access: Enterprise and admin). Other plans see what it gives and the plan that
 * unlocks it. The list stays for a downgraded account, so old tokens can still be revoked.
 */
export default function ApiTokensTab() {
  const canUse = useCanUseFeature('apiAccess');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // A downgraded account's old tokens no longer work, but are listed so they can be revoked.
  const kept = useApiTokens(!canUse);
  const showList = canUse || (kept.data?.length ?? 0) > 0;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
      {canUse ? (
        <Card title="Create an API token">
          <Typography.Paragraph type="secondary">
            A token lets a script use Brandcast's REST API as you, without your password. A read token can only read.
          </Typography.Paragraph>
          {created ? (
            <NewTokenSecret token={created} onDone={() => setCreated(null)} />
          ) : (
            <CreateTokenForm onCreated={setCreated} />
          )}
        </Card>
      ) : (
        <UpgradePrompt feature="apiAccess" title="API tokens">
          Call Brandcast's REST API from your own scripts with personal tokens, read-only or read and write.
        </UpgradePrompt>
      )}
      {showList ? (
        <Card title="Your tokens">
          <TokenList />
        </Card>
      ) : null}
    </Space>
  );
}
