import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, toast, toastsAtom } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import { Toaster } from '../toaster';

// Counts when the toast list's module is first loaded.
const mockListLoaded = jest.fn();
jest.mock('../toast-list', () => {
  mockListLoaded();
  return jest.requireActual('../toast-list');
});

afterEach(() => {
  act(() => authStore.set(toastsAtom, []));
  jest.useRealTimers();
});

// First: it checks that nothing before it loaded the list.
it('loads the toast list with the first toast, not before', async () => {
  renderWithProviders(<Toaster />);
  expect(mockListLoaded).not.toHaveBeenCalled();
  await act(async () => void toast('Saved', { duration: 0 }));
  expect(mockListLoaded).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Saved')).toBeInTheDocument();
});

it('shows at most 5 toasts; the 6th waits and appears when one closes', async () => {
  renderWithProviders(<Toaster />);
  await act(async () => {
    for (let i = 1; i <= 6; i += 1) toast(`Message ${i}`, { duration: 0 });
  });
  for (let i = 1; i <= 5; i += 1) expect(screen.getByText(`Message ${i}`)).toBeInTheDocument();
  expect(screen.queryByText('Message 6')).not.toBeInTheDocument();
  expect(authStore.get(toastsAtom)).toHaveLength(6);

  await userEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
  expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
  expect(screen.getByText('Message 6')).toBeInTheDocument();
});

it('titles a toast with its capitalised type, info by default, and removes it when its duration elapses', async () => {
  jest.useFakeTimers();
  renderWithProviders(<Toaster />);
  await act(async () => {
    toast('Saved');
    toast.error('Could not save', { duration: 10_000 });
  });
  expect(screen.getByText('Info')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(authStore.get(toastsAtom).every((t) => t.shown)).toBe(true);

  act(() => jest.advanceTimersByTime(4000));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  expect(screen.getByText('Could not save')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(6000));
  expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
});

describe('on a phone', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === '(max-width: 767px)' || originalMatchMedia(query).matches,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('shows one toast at a time, in one line over the top bar, so it never covers what was just done', async () => {
    renderWithProviders(<Toaster />);
    await act(async () => {
      toast.success('2 copies written as drafts.', { duration: 0 });
      toast.info('Second', { duration: 0 });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveStyle({ top: '0px', right: '0px' });
    expect(region.style.bottom).toBe('');
    expect(screen.getByText('2 copies written as drafts.')).toBeInTheDocument();
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
  });
});

it("sits bottom-right on a desktop (the spec's default position)", async () => {
  renderWithProviders(<Toaster />);
  await act(async () => void toast('Saved', { duration: 0 }));
  expect(screen.getByRole('region', { name: 'Notifications' })).toHaveStyle({ bottom: '16px', right: '16px' });
});
