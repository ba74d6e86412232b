import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { activeItemPath } from '../navigation';
import { avatarLetter } from '../avatar-letter';
import { answerShellCalls, setViewport, Shell } from './shell-fixtures';

const user = testUser;

beforeEach(answerShellCalls);
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('shows Sign in and Get Started to visitors, and no navigation', () => {
  setViewport(1280);
  renderWithProviders(<Shell />);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
});

it("draws a visitor's frame without antd Layout: a sticky top bar, then one main area", () => {
  setViewport(1280);
  renderWithProviders(<Shell />, { route: '/login' });
  const bar = screen.getByRole('banner');
  expect(bar).toHaveStyle({ height: '60px', position: 'sticky', top: '0px' });
  expect(screen.getByRole('main')).toHaveTextContent('Page content');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(document.querySelector('[class*="ant-layout"]')).toBeNull();
});

it("loads the first-run tour for signed-in people only: a visitor's page does without it", async () => {
  setViewport(1280);
  renderWithProviders(<Shell />, { route: '/dashboard' });
  expect(screen.queryByTestId('onboarding-tour')).not.toBeInTheDocument();
  act(() => setSession({ token: 't', user }));
  expect(await screen.findByTestId('onboarding-tour')).toBeInTheDocument();
});

it('on desktop shows the navigation, highlights the active route, and collapses to icons', async () => {
  setViewport(1280);
  setSession({ token: 't', user });
  renderWithProviders(<Shell />, { route: '/projects/abc' });
  // The navigation loads once someone is signed in (a visitor's pages do without it).
  const main = await screen.findByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Projects', 'Brand Messages', 'Copy Generator', 'Teleprompter']) {
    expect(within(main).getByRole('link', { name })).toBeInTheDocument();
  }
  const account = screen.getByRole('navigation', { name: 'Account' });
  expect(within(account).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  expect(within(account).getByRole('link', { name: 'Billing' })).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByTestId('sidebar-footer')).toHaveTextContent('Ada Lovelace');
  expect(screen.getByTestId('sidebar-footer')).toHaveTextContent('Free Plan');

  const sider = screen.getByRole('complementary');
  expect(sider).toContainElement(main);
  expect(sider).toHaveStyle({ width: '300px', position: 'sticky', top: '60px' });
  await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
  expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'false');
  expect(sider).toHaveStyle({ width: '80px' });
  expect(screen.queryByTestId('sidebar-footer')).not.toBeInTheDocument();
});

it('on mobile hides the navigation, opens it with the toggle and closes it after a link is chosen', async () => {
  setViewport(375);
  setSession({ token: 't', user });
  renderWithProviders(<Shell />, { route: '/dashboard' });
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
  const main = await screen.findByRole('navigation', { name: 'Main' });
  await userEvent.click(within(main).getByRole('link', { name: 'Projects' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'false'),
  );
});

it('forces the navigation closed when the viewport becomes mobile', async () => {
  const viewport = setViewport(375);
  setSession({ token: 't', user });
  renderWithProviders(<Shell />, { route: '/dashboard' });
  await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
  expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'true');
  viewport.resize(1280);
  viewport.resize(375);
  expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'false');
});

it('derives the avatar letter and the active item', () => {
  expect(avatarLetter({ firstName: 'ada' })).toBe('A');
  expect(avatarLetter({ firstName: '' })).toBe('U');
  expect(avatarLetter(null)).toBe('U');
  expect(activeItemPath('/settings/billing')).toBe('/settings/billing');
  expect(activeItemPath('/settings/profile')).toBe('/settings');
  expect(activeItemPath('/pricing')).toBeUndefined();
});

it("on a phone the top bar's gaps give way to its touch targets, and the product's name stays on one line", () => {
  setViewport(390);
  setSession({ token: 't', user });
  renderWithProviders(<Shell />, { route: '/dashboard' });
  const bar = screen.getByRole('banner');
  expect(bar).toHaveStyle({ gap: '4px' });
  expect(within(bar).getByText('Brandcast')).toHaveStyle({ whiteSpace: 'nowrap' });
});
