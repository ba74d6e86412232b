import { Flex, Typography, theme } from 'antd';
import type { FunnelStepAnswer } from '@brandcast/shared';

/** Views → engagements → clicks → tracked-link visits, as bars the width of their share of views. */
export function Funnel({ steps }: { steps: FunnelStepAnswer[] }) {
  const { token } = theme.useToken();
  const top = steps[0]?.count ?? 0;
  return (
    <ol aria-label="Conversion funnel" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map((step, index) => (
        <li key={step.step} style={{ marginBottom: 12 }}>
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text strong>{step.label}</Typography.Text>
            <Typography.Text>
              {step.count}
              {index > 0 ? (
                <Typography.Text type="secondary">{` · ${step.rate}% of ${steps[index - 1]!.label.toLowerCase()}`}</Typography.Text>
              ) : null}
            </Typography.Text>
          </Flex>
          <div aria-hidden style={{ height: 10, background: token.colorFillSecondary, borderRadius: 5, marginTop: 4 }}>
            <div
              style={{
                height: 10,
                borderRadius: 5,
                background: token.colorPrimary,
                width: `${top ? Math.max((step.count * 100) / top, step.count ? 1 : 0) : 0}%`,
              }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
