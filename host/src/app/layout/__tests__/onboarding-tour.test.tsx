import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS } from '@brandcast/shared';
import { clearSession, onboardingCompletedAtom, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { OnboardingTour } from '../onboarding-tour';

const onPageClick = jest.fn();

/** The tour's targets as the shell has them, and something else on the page to click. */
function Page({
  navigationVisible = true,
  firstProject = true,
}: {
  navigationVisible?: boolean;
  firstProject?: boolean;
}) {
  return (
    <>
      <button type="button" data-tour="menu">
        Toggle navigation
      </button>
      {['/projects', '/messages', '/copies', '/settings/billing'].map((item) => (
        <a key={item} href={item} data-tour={item}>
          {item}
        </a>
      ))}
      <button type="button" onClick={onPageClick}>
        Something on the page
      </button>
      <section data-tour="dashboard">
        {firstProject ? (
          <a href="/projects/create" data-tour="first-project">
            Create your first project
          </a>
        ) : null}
      </section>
      <OnboardingTour navigationVisible={navigationVisible} />
    </>
  );
}

function App(props: { navigationVisible?: boolean; firstProject?: boolean }) {
  return (
    <Routes>
      <Route path="*" element={<Page {...props} />} />
    </Routes>
  );
}

const stored = () => localStorage.getItem(STORAGE_KEYS.onboardingCompleted);
// jsdom lays nothing out and has no scrollIntoView: recorded, to see what the tour asks of the page.
const scrolled = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled(this.textContent, options);
  };
});

beforeEach(() => {
  localStorage.clear();
  act(() => getDefaultStore().set(onboardingCompletedAtom, RESET));
  setSession({ token: 't', user: testUser });
  onPageClick.mockClear();
});
afterEach(() => clearSession());

it('shows on the dashboard without a mask or a scroll lock', async () => {
  renderWithProviders(<App />, { route: '/dashboard' });
  expect(await screen.findByText('Start with a project')).toBeVisible();
  expect(document.querySelector('.ant-tour-mask')).toHaveStyle({ display: 'none' });
  expect(document.body).not.toHaveStyle({ overflowY: 'hidden' });
});

it('lets the page be used: a click elsewhere reaches the page, ends the tour and is remembered', async () => {
  renderWithProviders(<App />, { route: '/dashboard' });
  await screen.findByText('Start with a project');
  await userEvent.click(screen.getByRole('button', { name: 'Something on the page' }));
  expect(onPageClick).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Start with a project')).not.toBeInTheDocument();
  expect(stored()).toBe('true');
});

it('is remembered once closed, and never shows again', async () => {
  const { unmount } = renderWithProviders(<App />, { route: '/dashboard' });
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(screen.getByText('Find your message')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Find your message')).not.toBeInTheDocument();
  expect(stored()).toBe('true');
  unmount();
  renderWithProviders(<App />, { route: '/dashboard' });
  expect(screen.queryByText('Start with a project')).not.toBeInTheDocument();
});

it('is remembered once finished', async () => {
  renderWithProviders(<App />, { route: '/dashboard' });
  for (let step = 0; step < 3; step += 1) await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(screen.queryByText('Your plan and credits')).not.toBeInTheDocument();
  expect(stored()).toBe('true');
});

it.each(['/projects/create', '/projects', '/settings/profile'])(
  'does not show on %s, only on the dashboard',
  (route) => {
    renderWithProviders(<App />, { route });
    expect(screen.queryByText('Start with a project')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  },
);

it('does not show to a visitor', () => {
  clearSession();
  renderWithProviders(<App />, { route: '/dashboard' });
  expect(screen.queryByText('Start with a project')).not.toBeInTheDocument();
});

it("starts at the dashboard's own first action, from below it, so the card it speaks of stays in sight", async () => {
  renderWithProviders(<App />, { route: '/dashboard' });
  expect(await screen.findByText('Start with a project')).toBeVisible();
  expect(document.querySelector('.ant-tour')).toHaveClass('ant-tour-placement-bottom');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  // Then the menu's items (where each sits, in a browser: e2e/tests/onboarding-tour.spec.ts).
  expect(screen.getByText('Find your message')).toBeVisible();
});

it("without the first project's card (a dashboard with projects), the first step points at the menu's Projects", async () => {
  renderWithProviders(<App firstProject={false} />, { route: '/dashboard' });
  expect(await screen.findByText('Start with a project')).toBeVisible();
  expect(document.querySelector('.ant-tour')).toHaveClass('ant-tour-placement-right');
});

it('where the navigation is hidden (a phone), starts at the first action, then the menu button, then goes on centred', async () => {
  renderWithProviders(<App navigationVisible={false} />, { route: '/dashboard' });
  expect(await screen.findByText('Start with a project')).toBeVisible();
  expect(document.querySelector('.ant-tour')).toHaveClass('ant-tour-placement-bottom');
  // Brought mid-screen, so the step has room below it on a phone rather than flipping over the card above.
  expect(scrolled).toHaveBeenCalledWith('Create your first project', { block: 'center' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Everything else is in the menu')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Find your message')).toBeVisible();
  expect(document.querySelector('.ant-tour-arrow')).toBeNull();
});

it('waits for the navigation, which loads on its own, before pointing at it', async () => {
  function LateNavigation() {
    const [shown, setShown] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setShown(true)}>
          Load the navigation
        </button>
        {shown ? (
          <ul>
            {['/projects', '/messages', '/copies', '/settings/billing'].map((item) => (
              <li key={item}>
                <a href={item} data-tour={item}>
                  {item}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <section data-tour="dashboard" />
        <OnboardingTour navigationVisible />
      </>
    );
  }
  renderWithProviders(
    <Routes>
      <Route path="*" element={<LateNavigation />} />
    </Routes>,
    { route: '/dashboard' },
  );
  await act(async () => undefined);
  expect(screen.queryByText('Start with a project')).not.toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Load the navigation' }).click());
  expect(await screen.findByText('Start with a project')).toBeVisible();
});
