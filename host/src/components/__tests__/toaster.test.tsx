import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, toast, toastsAtom } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import { Toaster } from '../toaster';

afterEach(() => {
  act(() => authStore.set(toastsAtom, []));
  jest.useRealTimers();
});

it('shows at most 5 toasts; the 6th waits and appears when one closes', async () => {
  renderWithProviders(<Toaster />);
  act(() => {
    for (let i = 1; i <= 6; i += 1) toast(`Message ${i}`, { duration: 0 });
  });
  for (let i = 1; i <= 5; i += 1) expect(screen.getByText(`Message ${i}`)).toBeInTheDocument();
  expect(screen.queryByText('Message 6')).not.toBeInTheDocument();
  expect(authStore.get(toastsAtom)).toHaveLength(6);

  await userEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
  expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
  expect(screen.getByText('Message 6')).toBeInTheDocument();
});

it('titles a toast with its capitalised type, info by default, and removes it when its duration elapses', () => {
  jest.useFakeTimers();
  renderWithProviders(<Toaster />);
  act(() => {
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
