import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCE_DEFAULTS } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import TeleprompterRoute from '../routes/teleprompter';

const SCRIPT = '# Hook\nStale coffee? Not here.\n\n# Offer\nOrder a bag today and taste the difference.';

function renderPrompter(route = '/teleprompter', preferences = PREFERENCE_DEFAULTS) {
  return renderWithProviders(<TeleprompterRoute />, { route, preferences });
}

// The setup page also offers scripts (its project and credit reads): answered empty unless a test says otherwise.
beforeEach(() => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project') return { data: [], pagination: { page: 1, size: 100, total: 0, totalPages: 0 } };
    if (url === '/credits')
      return { balance: 500, plan: 'free', monthlyCredits: 500, renewsAt: '2026-12-01T00:00:00.000Z', ledger: [] };
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => jest.restoreAllMocks());

it('estimates the reading time of pasted text at the saved speed, and opens the prompter', async () => {
  renderPrompter('/teleprompter', {
    ...PREFERENCE_DEFAULTS,
    teleprompter: { ...PREFERENCE_DEFAULTS.teleprompter, wpm: 60 },
  });
  expect(screen.getByRole('button', { name: 'Open the prompter' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Text to read'), { target: { value: SCRIPT } });
  // 12 words at 60 a minute: 12 seconds.
  expect(screen.getByTestId('script-estimate')).toHaveTextContent(
    '12 words · about 0:12 at 60 words a minute · 2 sections',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open the prompter' }));
  const stage = screen.getByTestId('prompter-stage');
  expect(within(stage).getByText('Offer')).toBeInTheDocument();
  expect(within(stage).getByTestId('prompter-timing')).toHaveTextContent('0:12 left of 0:12');
});

it('opens a message from its link, its text ready to read', async () => {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/message/m1')
      return { id: 'm1', title: 'Morning tagline', content: 'Roasted today, at your door tomorrow.' };
    return { data: [], pagination: { page: 1, size: 100, total: 0, totalPages: 0 } };
  });
  renderPrompter('/teleprompter?message=m1');
  expect(await screen.findByText('From the message “Morning tagline”')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/message/m1');
  expect(screen.getByLabelText('Text to read')).toHaveValue('Roasted today, at your door tomorrow.');
});

it('changes speed with the keys, saves the settings with the preferences, and mirrors the text', async () => {
  const put = jest.spyOn(api, 'put').mockImplementation(async (_url, body) => body);
  renderPrompter();
  fireEvent.change(screen.getByLabelText('Text to read'), { target: { value: SCRIPT } });
  await userEvent.click(screen.getByRole('button', { name: 'Open the prompter' }));
  expect(screen.getByText('140 wpm')).toBeInTheDocument();
  fireEvent.keyDown(window, { key: 'ArrowUp' });
  fireEvent.keyDown(window, { key: 'ArrowUp' });
  expect(screen.getByText('160 wpm')).toBeInTheDocument();
  fireEvent.keyDown(window, { key: 'ArrowDown' });
  expect(screen.getByText('150 wpm')).toBeInTheDocument();
  await waitFor(() => expect(put).toHaveBeenCalledTimes(1), { timeout: 3000 });
  expect(put.mock.calls[0]![1]).toMatchObject({ teleprompter: { wpm: 150 } });

  await userEvent.click(screen.getByRole('button', { name: /Settings/ }));
  await userEvent.click(await screen.findByRole('switch', { name: 'Mirror left to right' }));
  expect(screen.getByTestId('prompter-screen').style.transform).toBe('scale(-1, 1)');
});

it('ignores the keys when keyboard shortcuts are off, and lists them on ?', async () => {
  renderPrompter('/teleprompter', { ...PREFERENCE_DEFAULTS, shortcuts: false });
  fireEvent.change(screen.getByLabelText('Text to read'), { target: { value: SCRIPT } });
  await userEvent.click(screen.getByRole('button', { name: 'Open the prompter' }));
  fireEvent.keyDown(window, { key: 'ArrowUp' });
  expect(screen.getByText('140 wpm')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keyboard and clicker keys' }));
  expect(await screen.findByText('Back / forward a screen (presenter clickers)')).toBeInTheDocument();
});

it('counts down 3-2-1 before the text moves', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'requestAnimationFrame', 'performance'] });
  try {
    renderPrompter();
    fireEvent.change(screen.getByLabelText('Text to read'), { target: { value: SCRIPT } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the prompter' }));
    fireEvent.click(screen.getByRole('button', { name: /Play$/ }));
    expect(screen.getByRole('timer')).toHaveTextContent('3');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('2');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('1');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pause$/ })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('opens a copy from its link, read aloud without its hashtags (no line of them taken for a section)', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/copy/c1')
      return {
        id: 'c1',
        title: 'Morning post',
        content: 'Fresh beans, every day.\n\n#Coffee #Beans',
        hashtags: ['#Coffee', '#Beans'],
      };
    return { data: [], pagination: { page: 1, size: 100, total: 0, totalPages: 0 } };
  });
  renderPrompter('/teleprompter?copy=c1');
  expect(await screen.findByText('From the copy “Morning post”')).toBeInTheDocument();
  expect(screen.getByLabelText('Text to read')).toHaveValue('Fresh beans, every day.');
  expect(screen.queryByRole('button', { name: 'Sections' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the copy' })).toHaveAttribute('href', '/copies?copy=c1');
});
