import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_VERIFICATION, INVITATION, teamLimitMessage } from '@brandcast/shared';
import { api, authStore, clearSession, setUser, toastsAtom } from '@brandcast/shared/client';
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
  expect(screen.getByRole('link', { name: 'See the Professional plan' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=professional',
  );
});

it('another refusal is shown without a way to a plan', async () => {
  setUser({ ...testUser, role: 'premium', subscription: { plan: 'starter', status: 'active' } });
  jest.spyOn(api, 'get').mockResolvedValue([]);
  jest
    .spyOn(api, 'post')
    .mockRejectedValue(httpError(404, { message: 'No Brandcast account uses grace@example.com.' }));
  renderWithProviders(<CollaboratorsCard projectId="p1" role="owner" />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Collaborator email' }), 'grace@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  expect(await screen.findByText('No Brandcast account uses grace@example.com.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /See the/ })).not.toBeInTheDocument();
});

it('a refusal for an unconfirmed address says how to confirm it, with no way to a plan', async () => {
  setUser({ ...testUser, emailVerified: false, role: 'premium', subscription: { plan: 'starter', status: 'active' } });
  jest.spyOn(api, 'get').mockResolvedValue([]);
  jest.spyOn(api, 'post').mockRejectedValue(httpError(403, { message: EMAIL_VERIFICATION.required }));
  renderWithProviders(<CollaboratorsCard projectId="p1" role="owner" />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Collaborator email' }), 'grace@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  expect(await screen.findByText(EMAIL_VERIFICATION.required)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /See the/ })).not.toBeInTheDocument();
});

it('an address with no account is invited: listed as such until it registers, and the owner can cancel it', async () => {
  setUser({ ...testUser, role: 'premium', subscription: { plan: 'starter', status: 'active' } });
  const invitation = {
    id: 'i1',
    email: 'newcomer@example.com',
    role: 'editor',
    invitedAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-01-08T00:00:00.000Z',
  };
  let pending = [invitation];
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url.endsWith('/invitations') ? pending : []));
  jest.spyOn(api, 'post').mockResolvedValue(invitation);
  const cancel = jest.spyOn(api, 'delete').mockImplementation(async () => {
    pending = [];
  });
  renderWithProviders(<CollaboratorsCard projectId="p1" role="owner" />);
  expect(await screen.findByText('newcomer@example.com')).toBeInTheDocument();
  expect(screen.getByText(INVITATION.pendingLabel)).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: 'Collaborator email' }), 'newcomer@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  await waitFor(() =>
    expect(authStore.get(toastsAtom).map((shown) => shown.message)).toContain(INVITATION.sent('newcomer@example.com')),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Cancel the invitation to newcomer@example.com' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
  expect(cancel).toHaveBeenCalledWith('/project/p1/invitations/i1');
  await waitFor(() => expect(screen.queryByText(INVITATION.pendingLabel)).not.toBeInTheDocument());
});
