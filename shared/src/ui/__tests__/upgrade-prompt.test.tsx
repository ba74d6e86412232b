import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render';
import { clearSession, setUser } from '../../client/auth-atom';
import { testUser } from '../../testing/fixtures';
import type { User } from '../../types';
import { UpgradePrompt, useCanUseFeature } from '../upgrade-prompt';

const user = (role: User['role']): User => ({ ...testUser, role });

function Gate() {
  const allowed = useCanUseFeature('analytics');
  const location = useLocation();
  return (
    <>
      {allowed ? (
        <p>Charts</p>
      ) : (
        <UpgradePrompt feature="analytics" title="Performance over time">
          Views and engagement by day.
        </UpgradePrompt>
      )}
      <output aria-label="path">{location.pathname + location.search}</output>
    </>
  );
}

afterEach(() => clearSession());

test('a free account sees what the view would hold and the plan that unlocks it, and the button leads to billing', async () => {
  setUser(user('free'));
  renderWithProviders(<Gate />, { route: '/analytics' });
  const region = screen.getByRole('region', { name: 'Performance over time' });
  expect(region).toHaveTextContent('Views and engagement by day.');
  expect(region).toHaveTextContent('Upgrade to the Starter plan or above to use analytics.');
  await userEvent.click(screen.getByRole('link', { name: 'See the Starter plan' }));
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/settings/billing?plan=starter');
});

test('a premium account sees the feature itself', () => {
  setUser(user('premium'));
  renderWithProviders(<Gate />);
  expect(screen.getByText('Charts')).toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
