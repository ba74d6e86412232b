import { Card, Col, Row, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PLATFORMS, PLATFORM_LABELS, paths } from '@brandcast/shared';
import { ButtonLink } from '@brandcast/shared/ui';

const steps = [
  {
    title: 'Describe your business once',
    text: 'What you sell, who you sell to, the problem you solve and what makes you different: a brand project holds it all.',
  },
  {
    title: 'Find the message that works',
    text: 'Write or generate taglines and value propositions, see how clear, impactful and memorable each one is, and test them.',
  },
  {
    title: 'Publish everywhere',
    text: `Turn a message into copy for ${PLATFORMS.map((p) => PLATFORM_LABELS[p]).join(', ')}, each within its limits.`,
  },
];

export default function LandingRoute() {
  return (
    <div style={{ maxWidth: 1040, margin: '0 auto' }}>
      <section style={{ textAlign: 'center', padding: '48px 0 32px' }}>
        <Typography.Title>Turn your business into messages that sell</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18, maxWidth: 680, margin: '0 auto 24px' }}>
          Brandcast is for founders and marketers: describe your business once, and get brand messages you can
          measure and copy for every platform you publish on.
        </Typography.Paragraph>
        <Space wrap>
          <ButtonLink to={paths.register} type="primary" size="large">Get Started</ButtonLink>
          <ButtonLink to={paths.pricing} size="large">See pricing</ButtonLink>
        </Space>
      </section>
      <Row gutter={[16, 16]}>
        {steps.map((step) => (
          <Col key={step.title} xs={24} md={8}>
            <Card title={step.title} style={{ height: '100%' }}>
              <Typography.Paragraph>{step.text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <footer style={{ textAlign: 'center', padding: '32px 0' }}>
        <Space separator="·">
          <Link to={paths.pricing}>Pricing</Link>
          <Link to={paths.terms}>Terms</Link>
          <Link to={paths.privacy}>Privacy</Link>
        </Space>
      </footer>
    </div>
  );
}
