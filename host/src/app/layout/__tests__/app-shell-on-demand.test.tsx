import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@brandcast/shared';
import { authStore, clearSession, onboardingCompletedAtom, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { answerShellCalls, setViewport, Shell } from './shell-fixtures';

// What the shell loads on demand, recorded as each module is first required (a lazy component's import).
const mockLoaded: string[] = [];
jest.mock('../drawer', () => {
  mockLoaded.push('drawer');
  return jest.requireActual('../drawer');
});
jest.mock('../onboarding-tour', () => {
  mockLoaded.push('onboarding-tour');
  return jest.requireActual('../onboarding-tour');
});

beforeEach(answerShellCalls);
afterEach(() => {
  clearSession();
  localStorage.removeItem(STORAGE_KEYS.onboardingCompleted);
  jest.restoreAllMocks();
});

// One test, in order: the module registry is the file's, so a module once loaded stays loaded.
it("loads a phone's navigation drawer when first wanted, and the first-run tour only until it is completed", async () => {
  setViewport(375);
  act(() => authStore.set(onboardingCompletedAtom, true));
  setSession({ token: 't', user: testUser });
  renderWithProviders(<Shell />, { route: '/dashboard' });
  // The top bar's signed-in parts are there: the shell has rendered what it renders at once.
  expect(await screen.findByTestId('credit-balance')).toBeInTheDocument();
  expect(mockLoaded).toEqual([]);
  expect(screen.queryByTestId('onboarding-tour')).not.toBeInTheDocument();

  // Pointing at the menu button starts the drawer's load; pressing it opens the navigation.
  const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
  await userEvent.hover(toggle);
  await waitFor(() => expect(mockLoaded).toEqual(['drawer']));
  await userEvent.click(toggle);
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();

  // Not completed: the tour loads.
  act(() => authStore.set(onboardingCompletedAtom, false));
  expect(await screen.findByTestId('onboarding-tour')).toBeInTheDocument();
  expect(mockLoaded).toEqual(['drawer', 'onboarding-tour']);
});
