import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import AccountMenu from '../account-menu';

it('shows the avatar letter at once, and opens the account menu from the keyboard; Escape closes it', async () => {
  renderWithProviders(<AccountMenu user={testUser} />);
  const button = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  expect(screen.getByTestId('account-avatar')).toHaveTextContent('A');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await userEvent.tab();
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Your Profile' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  // antd hides a closed dropdown by its class (its styles are not written into jsdom).
  await waitFor(() =>
    expect(screen.getByRole('menuitem', { name: 'Sign out' }).closest('.ant-dropdown')).toHaveClass(
      'ant-dropdown-hidden',
    ),
  );
  expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveFocus();
});

it('shows the picture when there is one, and the letter when it cannot be loaded', () => {
  renderWithProviders(<AccountMenu user={{ ...testUser, avatar: 'https://example.com/ada.png' }} />);
  const picture = screen.getByTestId('account-avatar').querySelector('img')!;
  expect(picture).toHaveAttribute('src', 'https://example.com/ada.png');
  fireEvent.error(picture);
  expect(screen.getByTestId('account-avatar')).toHaveTextContent('A');
});
