import { Button, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN, paths, type PlanId, type PlanInterval } from '@brandcast/shared';
import { useAdminContact } from '@brandcast/shared/queries';

/** The exact command that changes a plan while payments are not connected (`npm run plan`). */
export const planCommand = (email: string, plan: PlanId, interval: PlanInterval) =>
  `npm run plan -- --email ${email} --plan ${plan}${interval === 'yearly' && plan !== 'free' ? ' --interval yearly' : ''}`;

/** A command to hand on, with a copy button big enough to tap (antd's copy icon is 13 px). */
export function CopyCommand({ command }: { command: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(command).then(
      () => setCopied(command),
      () => setCopied(null),
    );
  return (
    <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
      <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
        {command}
      </Typography.Text>
      <Button size="small" onClick={() => void copy()} aria-live="polite">
        {copied === command ? 'Copied' : 'Copy'}
      </Button>
    </Flex>
  );
}

/**
 * Said plainly where a payment would be taken: there is none, and who changes the plan instead (issue 28): the
 * installation's administrator in Settings → Accounts, named to everyone else; the operator's command only when no
 * administrator is left.
 */
export function PaymentsNotConnected({
  email,
  plan,
  interval,
  isAdmin,
}: {
  email: string;
  plan: PlanId;
  interval: PlanInterval;
  isAdmin: boolean;
}) {
  const contact = useAdminContact(!isAdmin);
  if (isAdmin) {
    return (
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {ADMIN.administratorChanges} <Link to={paths.settingsAccounts}>Open Accounts</Link>
      </Typography.Paragraph>
    );
  }
  if (contact.isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  const administrator = contact.data?.administrator;
  if (administrator) {
    return (
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {ADMIN.askAdministrator(administrator.name)}{' '}
        <Typography.Link href={`mailto:${administrator.email}`} underline>
          {administrator.email}
        </Typography.Link>
      </Typography.Paragraph>
    );
  }
  return (
    <div>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{ADMIN.noAdministrator}</Typography.Paragraph>
      <CopyCommand command={planCommand(email, plan, interval)} />
    </div>
  );
}
