import { Card, Col, Row, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';

import {
  CREDIT_ACTION_LABELS,
  CREDIT_COSTS,
  PLANS,
  PLAN_IDS,
  paths,
  type CreditAction,
  type Plan,
} from '@brandcast/shared';
import { ButtonLink } from '@brandcast/shared/ui';

type Billing = 'monthly' | 'yearly';

const limit = (value: number | null, noun: string) =>
  value === null ? `Unlimited ${noun}` : `${value.toLocaleString('en-US')} ${value === 1 ? noun.replace(/s$/, '') : noun}`;

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const price = billing === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
  return (
    <Card
      title={plan.name}
      extra={plan.recommended ? <Tag color="purple">Recommended</Tag> : null}
      style={{ height: '100%', borderColor: plan.recommended ? '#9254de' : undefined }}
    >
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        ${price}
        <Typography.Text type="secondary" style={{ fontSize: 16 }}>
          {billing === 'monthly' ? ' / month' : ' / year'}
        </Typography.Text>
      </Typography.Title>
      <ul style={{ paddingInlineStart: 18, lineHeight: 2, margin: 0 }}>
        {[
          `${plan.monthlyCredits.toLocaleString('en-US')} credits a month`,
          limit(plan.maxProjects, 'projects'),
          limit(plan.teamMembers, 'team members'),
          plan.rollover ? 'Unused credits roll over' : 'Credits reset each month',
        ].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ButtonLink to={paths.register} type={plan.recommended ? 'primary' : 'default'} block style={{ marginTop: 16 }}>{plan.monthlyPrice === 0 ? 'Start free' : `Choose ${plan.name}`}</ButtonLink>
    </Card>
  );
}

export default function PricingRoute() {
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title>Pricing</Typography.Title>
      <Typography.Paragraph>
        Every plan is paid in monthly credits; each action that writes or tests for you spends some.
      </Typography.Paragraph>
      <Segmented<Billing>
        aria-label="Billing period"
        value={billing}
        onChange={setBilling}
        options={[
          { label: 'Monthly', value: 'monthly' },
          { label: 'Yearly', value: 'yearly' },
        ]}
        style={{ marginBottom: 24 }}
      />
      <Row gutter={[16, 16]}>
        {PLAN_IDS.map((id) => (
          <Col key={id} xs={24} sm={12} xl={6}>
            <PlanCard plan={PLANS[id]} billing={billing} />
          </Col>
        ))}
      </Row>
      <Typography.Title level={3} style={{ marginTop: 32 }}>
        What each action costs
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey="action"
        dataSource={(Object.keys(CREDIT_COSTS) as CreditAction[]).map((action) => ({
          action,
          label: CREDIT_ACTION_LABELS[action],
          cost: CREDIT_COSTS[action],
        }))}
        columns={[
          { title: 'Action', dataIndex: 'label' },
          { title: 'Credits', dataIndex: 'cost', align: 'right' },
        ]}
      />
    </div>
  );
}
