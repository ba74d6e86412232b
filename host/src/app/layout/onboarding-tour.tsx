import { useAtom, useAtomValue } from 'jotai';
import type { TourProps } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { authAtom, onboardingCompletedAtom } from '@brandcast/shared/client';

/** Loaded only when the tour opens: a returning user never downloads it (first-load budget). */
const Tour = lazy(() => import('./tour'));

const find = (item: string) => document.querySelector<HTMLElement>(`[data-tour="${item}"]`);
// antd types a target as an element or null, never "not there yet"; a missing one is shown centred.
const target = (item: string) => (() => find(item)) as () => HTMLElement;
/** A navigation link's whole row, so a step placed to its right clears the navigation. */
const row = (item: string) =>
  (() => {
    const element = find(item);
    return element?.closest('li') ?? element;
  }) as () => HTMLElement;

/**
 * The first step points at the dashboard's own first action, from below it, so the card it speaks of stays in sight
 * (it pointed at the menu's Projects, from the right, over the welcome heading and that card); the menu's items come
 * after it. Without that card on the page (a dashboard with projects), the step points at the menu's Projects.
 */
const FIRST_ACTION = 'first-project';
const FIRST_STEP = {
  title: 'Start with a project',
  description:
    'Describe your business once, here: what you sell, to whom, and why you. Every message and copy Brandcast writes starts from it.',
};
type Step = NonNullable<TourProps['steps']>[number];
const firstStep = (fallback: Pick<Step, 'target' | 'placement'>): Step =>
  find(FIRST_ACTION)
    ? {
        ...FIRST_STEP,
        target: target(FIRST_ACTION),
        placement: 'bottom' as const,
      }
    : { ...FIRST_STEP, ...fallback };

const CONTENT = [
  {
    item: paths.messages,
    title: 'Find your message',
    description: 'Brand messages are your taglines and value propositions, measured and tested.',
  },
  {
    item: paths.copies,
    title: 'Write for every platform',
    description: 'The copy generator turns a message into posts within each platform’s limits.',
  },
  {
    item: paths.settingsBilling,
    title: 'Your plan and credits',
    description: 'Billing shows your plan and what each action costs.',
  },
];

/** Beside the side navigation: the first action, then each item pointed at from the right. */
const navigationSteps = (): TourProps['steps'] => [
  firstStep({ target: row(paths.projects), placement: 'right' }),
  ...CONTENT.map(({ item, title, description }) => ({
    title,
    description,
    target: row(item),
    placement: 'right' as const,
  })),
];

/** Where the navigation is hidden (a phone) or icons only: the first action, the menu button, then the rest centred. */
const menuSteps = (): TourProps['steps'] => [
  firstStep({ target: null }),
  {
    title: 'Everything else is in the menu',
    description: 'Open it here for your projects, brand messages, the copy generator and billing.',
    target: target('menu'),
  },
  ...CONTENT.map(({ title, description }) => ({ title, description, target: null })),
];

/**
 * The first-run tour, on the dashboard only and once per browser (spec: onboarding key). It blocks nothing:
 * no mask, no scroll lock (it renders into its own holder, not the body), and a click anywhere else ends it
 * as closing it would.
 */
export function OnboardingTour({ navigationVisible }: { navigationVisible: boolean }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  const { pathname } = useLocation();
  const [completed, setCompleted] = useAtom(onboardingCompletedAtom);
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  const wanted = isAuthenticated && pathname === paths.dashboard && !completed;
  // The navigation loads on its own (app-shell.tsx): the tour opens once its first step has something to point at.
  const firstItem = navigationVisible ? paths.projects : 'menu';
  const ready = useElementPresent(wanted ? `[data-tour="${firstItem}"]` : null);
  // And once the dashboard knows whether it shows the first project's card, which the first step points at.
  const dashboardKnown = useElementPresent(wanted ? '[data-tour="dashboard"]' : null);
  const open = wanted && ready && dashboardKnown;

  // The first action mid-screen as the tour opens: a phone then has room below it for the step, which would
  // otherwise flip above the button, over the card it speaks of.
  useEffect(() => {
    if (open) find(FIRST_ACTION)?.scrollIntoView({ block: 'center' });
  }, [open]);

  useEffect(() => {
    if (!open || !holder) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!holder.contains(event.target as Node)) setCompleted(true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, holder, setCompleted]);

  return (
    <div ref={setHolder} data-testid="onboarding-tour">
      {open && holder ? (
        <Suspense fallback={null}>
          <Tour
            open
            mask={false}
            styles={{ mask: { display: 'none' } }}
            getPopupContainer={() => holder}
            steps={navigationVisible ? navigationSteps() : menuSteps()}
            onClose={() => setCompleted(true)}
            onFinish={() => setCompleted(true)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Whether an element matching `selector` is in the document, watched until it is (null: not looking). */
function useElementPresent(selector: string | null): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    if (!selector) return undefined;
    const check = () => document.querySelector(selector) !== null;
    setPresent(check());
    const observer = new MutationObserver(() => {
      if (!check()) return;
      setPresent(true);
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector]);
  return present && selector !== null;
}
