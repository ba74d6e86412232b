import { Typography } from 'antd';

export default function PrivacyRoute() {
  return (
    <Typography style={{ maxWidth: 760, margin: '0 auto' }}>
      <Typography.Title>Privacy Policy</Typography.Title>
      <Typography.Paragraph>
        This policy says what Brandcast keeps about you, why, and what you can do about it.
      </Typography.Paragraph>
      <Typography.Title level={3}>What we keep</Typography.Title>
      <Typography.Paragraph>
        Your name, email address, a hash of your password (never the password itself), your avatar if you upload
        one, your preferences, and the projects, messages and copy you create. We keep a ledger of the credits
        you spend.
      </Typography.Paragraph>
      <Typography.Title level={3}>Why</Typography.Title>
      <Typography.Paragraph>
        To run the service: to sign you in, to show you your work, to write and score messages from your brand
        details, and to send you the emails you ask for, such as a password reset link.
      </Typography.Paragraph>
      <Typography.Title level={3}>Who sees it</Typography.Title>
      <Typography.Paragraph>
        You, and the collaborators you invite to a project. If the service is set up to use an external text
        generation provider, the brand details of the project you generate for are sent to it for that request.
        We do not sell your data.
      </Typography.Paragraph>
      <Typography.Title level={3}>On your device</Typography.Title>
      <Typography.Paragraph>
        Your browser stores your sign-in token, your user details, your theme and whether you finished the tour.
        Signing out removes the token and your details.
      </Typography.Paragraph>
      <Typography.Title level={3}>Your choices</Typography.Title>
      <Typography.Paragraph>
        You can change your details in Settings at any time, and export a project with its content as JSON.
      </Typography.Paragraph>
    </Typography>
  );
}
