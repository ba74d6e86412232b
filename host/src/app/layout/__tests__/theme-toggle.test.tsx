import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { themeAtom, authStore } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import { ThemeToggle } from '../theme-toggle';

afterEach(() => authStore.set(themeAtom, 'light'));

it('names what it does, shows it as a hint, and switches the theme both ways', async () => {
  renderWithProviders(<ThemeToggle />);
  const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
  expect(toDark).toHaveAttribute('title', 'Switch to dark theme');
  await userEvent.click(toDark);
  expect(authStore.get(themeAtom)).toBe('dark');
  const toLight = screen.getByRole('button', { name: 'Switch to light theme' });
  expect(toLight).toHaveAttribute('title', 'Switch to light theme');
  await userEvent.click(toLight);
  expect(authStore.get(themeAtom)).toBe('light');
});
