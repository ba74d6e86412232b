import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import RegisterRoute from '../routes/register';

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

function Billing() {
  const { pathname, search } = useLocation();
  return <h1>{`Billing at ${pathname}${search}`}</h1>;
}

const renderRegister = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterRoute />} />
      <Route path="/settings/billing" element={<Billing />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route },
  );

it('a plan chosen on /pricing: registration says so, then leads to billing with the plan and period chosen', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ token: 't', user: testUser });
  renderRegister('/register?plan=professional&interval=yearly');
  expect(screen.getByText('You chose the Professional plan')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent('/settings/billing?plan=professional&interval=yearly')}`,
  );
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(
    await screen.findByRole('heading', { name: 'Billing at /settings/billing?plan=professional&interval=yearly' }),
  ).toBeInTheDocument();
});

it('a signed-in visitor who chose a plan on the static /pricing page goes straight to billing', async () => {
  setSession({ token: 't', user: testUser });
  renderRegister('/register?plan=starter');
  expect(await screen.findByRole('heading', { name: 'Billing at /settings/billing?plan=starter' })).toBeInTheDocument();
});

it('no plan, or an unknown one: registration as before', async () => {
  renderRegister('/register?plan=gold');
  expect(screen.queryByText(/You chose/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});
