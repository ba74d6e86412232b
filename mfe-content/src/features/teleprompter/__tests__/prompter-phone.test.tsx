import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCE_DEFAULTS } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import TeleprompterRoute from '../routes/teleprompter';

/* On a phone the prompter's controls are one collapsed bar, so the text keeps the stage. */

const SCRIPT = '# Hook\nStale coffee? Not here.\n\n# Offer\nOrder a bag today and taste the difference.';

beforeEach(() => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project') return { data: [], pagination: { page: 1, size: 100, total: 0, totalPages: 0 } };
    if (url === '/credits')
      return { balance: 500, plan: 'free', monthlyCredits: 500, renewsAt: '2026-12-01T00:00:00.000Z', ledger: [] };
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => jest.restoreAllMocks());

/** A phone's width: the max-width queries match. */
const asPhone = () =>
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as unknown as MediaQueryList,
  );

async function openPrompter() {
  renderWithProviders(<TeleprompterRoute />, { route: '/teleprompter', preferences: PREFERENCE_DEFAULTS });
  fireEvent.change(screen.getByLabelText('Text to read'), { target: { value: SCRIPT } });
  await userEvent.click(screen.getByRole('button', { name: 'Open the prompter' }));
  return screen.getByTestId('prompter-stage');
}

it('on a phone, shows one bar (play, time left, more, close) and the other controls a tap away', async () => {
  asPhone();
  const stage = await openPrompter();
  const bar = within(stage).getByTestId('prompter-compact-bar');
  expect(within(bar).getByRole('button', { name: /Play$/ })).toBeInTheDocument();
  expect(within(bar).getByTestId('prompter-timing')).toHaveTextContent('left of');
  expect(within(bar).getByRole('button', { name: 'Close the prompter' })).toBeInTheDocument();
  const more = within(bar).getByRole('button', { name: 'More controls' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  // Collapsed: speed, size, camera, sections and settings are not over the text.
  for (const name of [/^Slower$/, /^Larger text$/, /Camera$/, /Sections$/, /Settings$/])
    expect(within(stage).queryByRole('button', { name })).not.toBeInTheDocument();

  await userEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  const group = within(stage).getByRole('group', { name: 'More controls' });
  expect(more).toHaveAttribute('aria-controls', group.id);
  for (const name of [/^Slower$/, /^Faster$/, /^Larger text$/, /Camera$/, /Sections$/, /Settings$/])
    expect(within(group).getByRole('button', { name })).toBeInTheDocument();
  await userEvent.click(more);
  expect(within(stage).queryByRole('group', { name: 'More controls' })).not.toBeInTheDocument();
});

it('on a wider screen, shows every control at once', async () => {
  const stage = await openPrompter();
  expect(within(stage).queryByRole('button', { name: 'More controls' })).not.toBeInTheDocument();
  for (const name of [/Play$/, /^Slower$/, /^Larger text$/, /Camera$/, /Sections$/, /Settings$/])
    expect(within(stage).getByRole('button', { name })).toBeInTheDocument();
});
