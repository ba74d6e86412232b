import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { clearSession, setAuthChecking, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { ProtectedRoute } from '../protected-route';

const user = testUser;

function App() {
  return (
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path="/projects" element={<h1>Projects page</h1>} />
      </Route>
      <Route path="/login" element={<h1>Sign in page</h1>} />
    </Routes>
  );
}

afterEach(() => {
  clearSession();
  setAuthChecking(false);
});

it('shows a large loading indicator while the session is checked', () => {
  setSession({ token: 't', user });
  setAuthChecking(true);
  renderWithProviders(<App />, { route: '/projects' });
  expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  expect(screen.queryByText('Projects page')).not.toBeInTheDocument();
});

it('renders the page for a signed-in user', () => {
  setSession({ token: 't', user });
  renderWithProviders(<App />, { route: '/projects' });
  expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument();
});

it('sends anyone else to sign in', () => {
  renderWithProviders(<App />, { route: '/projects' });
  expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
});
