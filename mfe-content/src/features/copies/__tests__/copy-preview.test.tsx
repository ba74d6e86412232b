import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@brandcast/shared/testing';
import { CopyPreview } from '../components/copy-preview';

const email =
  'Subject: Roasted the day it ships\n\nPreview: For home baristas.\n\nHi there,\n\nFresh beans at your door.';

it('shows an email as a mail app does: its subject and inbox preview above the email, not as its first lines', () => {
  renderWithProviders(
    <CopyPreview
      platform="email"
      title="Roasted the day it ships"
      content={email}
      hashtags={[]}
      projectName="Northwind Coffee"
    />,
  );
  const preview = screen.getByRole('figure', { name: 'Preview on Email' });
  expect(within(preview).getByText('Roasted the day it ships')).toBeInTheDocument();
  expect(within(preview).getByText('Inbox preview: For home baristas.')).toBeInTheDocument();
  expect(preview).toHaveTextContent(/Hi there,\s*Fresh beans at your door\./);
  // Each once: in the envelope, not again as the email's first lines.
  expect(preview.textContent!.match(/Roasted the day it ships/g)).toHaveLength(1);
  expect(preview.textContent!.match(/For home baristas/g)).toHaveLength(1);
});

it('an email with no subject field takes its subject line', () => {
  renderWithProviders(
    <CopyPreview platform="email" title="" content={email} hashtags={[]} projectName="Northwind Coffee" />,
  );
  expect(
    within(screen.getByRole('figure', { name: 'Preview on Email' })).getByText('Roasted the day it ships'),
  ).toBeInTheDocument();
});
