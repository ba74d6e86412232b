import { Card, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { canUseFeature, type Feature } from '../constants/roles';
import { featureUnlockLine, planUnlocking, upgradePath } from '../constants/features';
import { PLANS } from '../constants/plans';
import { userAtom } from '@brandcast/shared/client';
import { ButtonLink } from './button-link';

/** Whether the signed-in person's plan includes a feature (the API enforces the same table). */
export function useCanUseFeature(feature: Feature): boolean {
  const user = useAtomValue(userAtom);
  return canUseFeature(user?.role, feature);
}

/**
 * What a locked view would hold and the way to unlock it: shown in place of a feature the plan does not
 * include, never an error. The button leads to billing with the unlocking plan preselected.
 */
export function UpgradePrompt({ feature, title, children }: { feature: Feature; title: string; children?: ReactNode }) {
  const plan = PLANS[planUnlocking(feature)];
  return (
    <Card role="region" aria-label={title}>
      <Flex vertical gap={8} align="flex-start">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {children ? <Typography.Paragraph style={{ margin: 0 }}>{children}</Typography.Paragraph> : null}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {featureUnlockLine(feature)}
        </Typography.Paragraph>
        <ButtonLink type="primary" to={upgradePath(feature)}>
          {`See the ${plan.name} plan`}
        </ButtonLink>
      </Flex>
    </Card>
  );
}
