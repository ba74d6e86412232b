import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { NotificationBell } from '../components/notification-bell';

const user = testUser;

const list = {
  data: [
    {
      id: 'n2',
      type: 'info',
      title: 'Password changed',
      message: 'Your password was changed.',
      read: false,
      createdAt: '2026-11-22T10:00:00Z',
    },
    {
      id: 'n1',
      type: 'success',
      title: 'Welcome to Brandcast',
      message: 'Create your first project.',
      read: true,
      createdAt: '2026-11-21T10:00:00Z',
    },
  ],
  meta: { unread: 1 },
};

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('shows nothing to visitors', () => {
  const get = jest.spyOn(api, 'get');
  renderWithProviders(<NotificationBell />);
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

it('counts unread ones, lists newest first, and marks all read or removes one through the API', async () => {
  setSession({ token: 't', user });
  jest.spyOn(api, 'get').mockResolvedValue(list);
  const post = jest.spyOn(api, 'post').mockResolvedValue(undefined);
  const del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
  renderWithProviders(<NotificationBell />);

  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  const titles = (await screen.findAllByText(/Password changed|Welcome to Brandcast/)).map((node) => node.textContent);
  expect(titles).toEqual(['Password changed', 'Welcome to Brandcast']);

  await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/notification/read-all'));
  await userEvent.click(screen.getByRole('button', { name: 'Remove "Welcome to Brandcast"' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/notification/n1'));
});

it('shows the unread count at once, before its panel is loaded, and opens the panel from the keyboard', async () => {
  setSession({ token: 't', user });
  jest.spyOn(api, 'get').mockResolvedValue({ ...list, meta: { unread: 60 } });
  renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 60 unread' });
  expect(screen.getByTestId('unread-count')).toHaveTextContent('49+');
  expect(screen.queryByText('Password changed')).not.toBeInTheDocument();

  await userEvent.tab();
  expect(bell).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  // antd hides a closed popover by its class (its styles are not written into jsdom).
  await waitFor(() =>
    expect(screen.getByText('Password changed').closest('.ant-popover')).toHaveClass('ant-popover-hidden'),
  );
  expect(screen.getByRole('button', { name: 'Notifications, 60 unread' })).toHaveFocus();
});
