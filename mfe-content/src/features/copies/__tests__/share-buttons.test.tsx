import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@brandcast/shared/testing';
import { ShareButtons } from '../components/share-buttons';
import { messageOptionLabel } from '../../../components/message-option-label';

const text = 'Roasted today.\n\n#coffee';

afterEach(() => jest.restoreAllMocks());

it('an Instagram copy is copied and Instagram opened, and the screen says why (no web composer)', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderWithProviders(<ShareButtons platform="instagram" text={text} subject="" linkUrl={null} />);
  const open = screen.getByRole('link', { name: 'Copy and open Instagram' });
  expect(open).toHaveAttribute('href', 'https://www.instagram.com/');
  expect(open).toHaveAccessibleDescription(/Instagram has no way to fill in a post from the web: the text is copied/);
  expect(screen.queryByRole('link', { name: /Open in (X|LinkedIn|Facebook)/ })).not.toBeInTheDocument();
  open.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(open);
  expect(writeText).toHaveBeenCalledWith(text);
});

it('Facebook shares a link: waiting for a tracked link, then its sharer', () => {
  const { rerender } = renderWithProviders(<ShareButtons platform="facebook" text={text} subject="" linkUrl={null} />);
  const waiting = screen.getByRole('button', { name: 'Open in Facebook' });
  expect(waiting).toBeDisabled();
  expect(waiting).toHaveAccessibleDescription('Facebook shares a link, not text: add a tracked link first.');
  rerender(<ShareButtons platform="facebook" text={text} subject="" linkUrl="https://brandcast.test/r/abc123" />);
  expect(screen.getByRole('link', { name: 'Open in Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://brandcast.test/r/abc123')}`,
  );
});

it('LinkedIn opens its composer; an email opens the mail app with its subject', () => {
  const { unmount } = renderWithProviders(<ShareButtons platform="linkedin" text={text} subject="" linkUrl={null} />);
  expect(screen.getByRole('link', { name: 'Open in LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(text)}`,
  );
  unmount();
  renderWithProviders(<ShareButtons platform="email" text={text} subject="Fresh beans" linkUrl={null} />);
  expect(screen.getByRole('link', { name: 'Open in your email app' })).toHaveAttribute(
    'href',
    `mailto:?subject=Fresh%20beans&body=${encodeURIComponent(text)}`,
  );
});

it("an email's subject goes in the subject, and the mail app gets the email without its subject and preview lines", () => {
  const email =
    'Subject: Roasted the day it ships\n\nPreview: For home baristas.\n\nHi there,\n\nFresh beans.\n\n#coffee';
  renderWithProviders(<ShareButtons platform="email" text={email} subject="Roasted the day it ships" linkUrl={null} />);
  expect(screen.getByRole('link', { name: 'Open in your email app' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent('Roasted the day it ships')}&body=${encodeURIComponent('Hi there,\n\nFresh beans.\n\n#coffee')}`,
  );
});

it('the message picker names the type once, even for a title that already starts with it', () => {
  expect(messageOptionLabel({ type: 'tagline', title: 'Tagline: problem solved', content: 'x' })).toBe(
    'Tagline: problem solved',
  );
  expect(messageOptionLabel({ type: 'tagline', title: '', content: 'Stale coffee, solved.' })).toBe(
    'Tagline: Stale coffee, solved',
  );
  expect(messageOptionLabel({ type: 'value_proposition', title: 'Fresh beans', content: 'x' })).toBe(
    'Value proposition: Fresh beans',
  );
});
