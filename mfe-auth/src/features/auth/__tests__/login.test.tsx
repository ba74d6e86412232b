import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, authAtom, authStore, clearSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import LoginRoute from '../routes/login';

const user = testUser;

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/projects" element={<h1>Projects</h1>} />
    </Routes>,
    { route },
  );
}

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('has labelled fields, a Sign in button and links to register and forgot password', () => {
  renderLogin();
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
});

it('validates with the shared schema before calling the API', async () => {
  const post = jest.spyOn(api, 'post');
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
});

it("shows the server's message when sign-in fails", async () => {
  jest.spyOn(api, 'post').mockRejectedValue(httpError(401, { message: 'Email or password is incorrect' }));
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
});

it("falls back to the catalogue's text when the server gives none", async () => {
  jest.spyOn(api, 'post').mockRejectedValue(httpError(500, {}));
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'whatever1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
});

it('stores the session and returns to the page first asked for', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ token: 'tok', user });
  renderLogin('/login?next=%2Fprojects');
  await userEvent.type(screen.getByLabelText('Email'), 'ADA@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/en/auth/signin', { email: 'ada@example.com', password: 'correct horse' });
  expect(authStore.get(authAtom)).toMatchObject({ token: 'tok', isAuthenticated: true });
});
