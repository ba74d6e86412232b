import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, clearSession } from '@brandcast/shared/client';
import { INVITATION } from '@brandcast/shared';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import RegisterRoute from '../routes/register';

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const renderRegister = () =>
  renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterRoute />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route: '/register' },
  );

it('asks for every field and a long enough password', async () => {
  renderRegister();
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
});

it('ties each error and the password hint to their field, for assistive technology', async () => {
  renderRegister();
  const password = screen.getByLabelText('Password');
  expect(password).toBeRequired();
  expect(password).toHaveAccessibleDescription('At least 8 characters.');
  expect(password).not.toHaveAttribute('aria-invalid');
  await userEvent.type(password, 'short');
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription('Password must be at least 8 characters At least 8 characters.');
  await userEvent.type(password, '-and-long-enough');
  await screen.findByText('At least 8 characters.');
  expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
  expect(password).not.toHaveAttribute('aria-invalid');
  expect(password).toHaveAccessibleDescription('At least 8 characters.');
});

it('shows a taken email as the server says it, and lands on the dashboard once registered', async () => {
  const conflict = httpError(409, { message: 'An account with this email already exists' });
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(conflict)
    .mockResolvedValueOnce({ token: 't', user: { firstName: 'Ada' } });
  renderRegister();
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('/en/auth/signup', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'long enough',
  });
});

describe('through an invitation', () => {
  const invitation = {
    email: 'nina@example.com',
    projectName: 'Northwind Coffee',
    ownerName: 'Olivia Owner',
    role: 'editor',
  };
  const renderInvited = () =>
    renderWithProviders(
      <Routes>
        <Route path="/register" element={<RegisterRoute />} />
        <Route path="/projects/:projectId" element={<h1>Shared project</h1>} />
      </Routes>,
      { route: '/register?invitation=tok' },
    );

  it('says who shared what, fills in the invited address, and lands on the project', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(invitation);
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ token: 't', user: { email: invitation.email }, joinedProjectId: 'p1' });
    renderInvited();
    expect(await screen.findByText('Olivia Owner shared "Northwind Coffee" with you')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('nina@example.com');
    expect(email).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('First name'), 'Nina');
    await userEvent.type(screen.getByLabelText('Last name'), 'New');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Shared project' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/en/auth/signup',
      expect.objectContaining({ email: 'nina@example.com', invitation: 'tok' }),
    );
  });

  it('an invitation that no longer works says so, and registering still works without it', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(httpError(400, { message: INVITATION.linkExpired }));
    renderInvited();
    expect(await screen.findByText(INVITATION.linkExpired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
  });
});
