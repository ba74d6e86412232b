import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamLimitMessage } from '@brandcast/shared';
import { api, clearSession, setUser } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { CollaboratorsCard } from '../components/collaborators-card';

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it("a refused invitation (the plan's team size) says why and leads to the plan with room for more people", async () => {
  setUser({ ...testUser, role: 'premium', subscription: { plan: 'starter', status: 'active' } });
  jest.spyOn(api, 'get').mockResolvedValue([]);
  jest.spyOn(api, 'post').mockRejectedValue(httpError(403, { message: teamLimitMessage('starter') }));
  renderWithProviders(<CollaboratorsCard projectId="p1" role="owner" />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Collaborator email' }), 'grace@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  expect(await screen.findByText(teamLimitMessage('starter'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the Professional plan' })).toHaveAttribute('href', '/settings/billing?plan=professional');
});

it('another refusal is shown without a way to a plan', async () => {
  setUser({ ...testUser, role: 'premium', subscription: { plan: 'starter', status: 'active' } });
  jest.spyOn(api, 'get').mockResolvedValue([]);
  jest.spyOn(api, 'post').mockRejectedValue(httpError(404, { message: 'No Brandcast account uses grace@example.com.' }));
  renderWithProviders(<CollaboratorsCard projectId="p1" role="owner" />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Collaborator email' }), 'grace@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  expect(await screen.findByText('No Brandcast account uses grace@example.com.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /See the/ })).not.toBeInTheDocument();
});
