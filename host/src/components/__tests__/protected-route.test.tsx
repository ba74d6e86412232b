import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearSession, setAuthChecking, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { ProtectedRoute } from '../protected-route';

const user = testUser;

function SignIn() {
  const { search } = useLocation();
  return <h1>Sign in page {search}</h1>;
}

function App() {
  return (
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path="/projects/*" element={<h1>Projects page</h1>} />
        <Route path="/settings/*" element={<h1>Settings page</h1>} />
      </Route>
      <Route path="/login" element={<SignIn />} />
      <Route path="/" element={<h1>Landing page</h1>} />
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

it('sends anyone else to sign in from a real page, and back to it afterwards', () => {
  renderWithProviders(<App />, { route: '/projects/p1/edit' });
  expect(screen.getByRole('heading', { name: 'Sign in page ?next=%2Fprojects%2Fp1%2Fedit' })).toBeInTheDocument();
});

it.each(['/projects/a/b/c', '/settings/anything', '/projects/p1/edit/x'])(
  'sends a visitor on %s, which is no page, to / rather than to sign in',
  (route) => {
    renderWithProviders(<App />, { route });
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
  },
);
