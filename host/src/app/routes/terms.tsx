import { Typography } from 'antd';

export default function TermsRoute() {
  return (
    <Typography style={{ maxWidth: 760, margin: '0 auto' }}>
      <Typography.Title>Terms of Service</Typography.Title>
      <Typography.Paragraph>
        These terms govern your use of Brandcast, a service for writing brand messages and marketing copy. By
        creating an account you agree to them.
      </Typography.Paragraph>
      <Typography.Title level={3}>Your account</Typography.Title>
      <Typography.Paragraph>
        You are responsible for keeping your password safe and for everything done with your account. Give us a
        real email address: it is how you reset your password and how we reach you about your account.
      </Typography.Paragraph>
      <Typography.Title level={3}>Your content</Typography.Title>
      <Typography.Paragraph>
        The projects, messages and copy you create are yours. We store them to provide the service and show them
        only to you and to the people you share a project with. A project you make public can be read by anyone
        with its link until you make it private again.
      </Typography.Paragraph>
      <Typography.Title level={3}>Credits and plans</Typography.Title>
      <Typography.Paragraph>
        Each plan includes a number of credits a month. Generating and testing spend credits at the prices shown
        on the pricing page; the price of an action is shown before you take it. Credits on paid plans roll over
        for up to three months. If a payment fails, your plan stays active for a three-day grace period.
      </Typography.Paragraph>
      <Typography.Title level={3}>Generated text</Typography.Title>
      <Typography.Paragraph>
        Text written by Brandcast&apos;s engine is a draft. Review it before you publish it; you are responsible for
        what you publish.
      </Typography.Paragraph>
      <Typography.Title level={3}>Ending your use</Typography.Title>
      <Typography.Paragraph>
        You may stop using Brandcast at any time. We may suspend accounts that abuse the service or break the
        law.
      </Typography.Paragraph>
    </Typography>
  );
}
