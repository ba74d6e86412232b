import { Card, Flex, Typography, type ButtonProps } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { canUseFeature, type Feature } from '../constants/roles';
import { featureUnlockLine, planAllowingMore, planChoicePath, planUnlocking, upgradePath } from '../constants/features';
import { PLANS } from '../constants/plans';
import { paths } from '../paths';
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

/** What a plan limits, whose refusal (403 for projects and team members, 402 for credits) leads to a plan with more. */
export type PlanLimit = 'maxProjects' | 'teamMembers' | 'monthlyCredits';

/**
 * The way past a plan's limit, for every refusal that names one: billing with the cheapest plan above the
 * person's that allows more chosen ("See the Starter plan"); on the highest plan, billing itself.
 */
export function PlanLimitLink({ limit, ...props }: { limit: PlanLimit } & Omit<ButtonProps, 'href' | 'children'>) {
  const current = useAtomValue(userAtom)?.subscription.plan ?? 'free';
  const roomier = planAllowingMore(limit, current);
  return roomier === current ? (
    <ButtonLink {...props} to={paths.settingsBilling}>
      See plans
    </ButtonLink>
  ) : (
    <ButtonLink {...props} to={planChoicePath(roomier)}>
      {`See the ${PLANS[roomier].name} plan`}
    </ButtonLink>
  );
}
