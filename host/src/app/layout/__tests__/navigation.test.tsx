import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@brandcast/shared/testing';
import { BOTTOM_ITEMS, MAIN_ITEMS, Navigation } from '../navigation';

it("marks the current page's link, and only it, with aria-current", () => {
  renderWithProviders(<Navigation label="Account" items={BOTTOM_ITEMS} />, { route: '/settings/billing' });
  const nav = screen.getByRole('navigation', { name: 'Account' });
  expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
});

it('is a list of links reached with Tab, each the anchor of its tour step inside its row', async () => {
  const onNavigate = jest.fn();
  renderWithProviders(<Navigation label="Main" items={MAIN_ITEMS} onNavigate={onNavigate} />, { route: '/dashboard' });
  const links = within(screen.getByRole('list')).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(MAIN_ITEMS.map((item) => item.label));
  await userEvent.tab();
  expect(links[0]).toHaveFocus();
  await userEvent.tab();
  expect(links[1]).toHaveFocus();
  // onboarding-tour.tsx points at [data-tour=<path>] and its row (the closest li).
  expect(document.querySelector('[data-tour="/projects"]')?.closest('li')).toBe(links[1]!.closest('li'));
  await userEvent.keyboard('{Enter}');
  expect(onNavigate).toHaveBeenCalledTimes(1);
});

it('collapsed to icons, each link keeps its name and shows it in a tooltip on hover', async () => {
  renderWithProviders(<Navigation label="Main" items={MAIN_ITEMS} collapsed />, { route: '/projects' });
  const projects = screen.getByRole('link', { name: 'Projects' });
  expect(projects).toHaveAttribute('aria-current', 'page');
  await userEvent.hover(projects);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Projects');
});
