import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { PlanId, PlanInterval } from '@brandcast/shared';

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

/** Said plainly where a payment would be taken: there is none, and this is how the plan changes instead. */
export function PaymentsNotConnected({ email, plan, interval }: { email: string; plan: PlanId; interval: PlanInterval }) {
  return (
    <div>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Payments are not connected on this Brandcast, so nothing can be paid here. The person who runs it changes your
        plan with:
      </Typography.Paragraph>
      <CopyCommand command={planCommand(email, plan, interval)} />
    </div>
  );
}
