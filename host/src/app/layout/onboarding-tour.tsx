import { useAtom, useAtomValue } from 'jotai';
import type { TourProps } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { authAtom, onboardingCompletedAtom } from '@brandcast/shared/client';

/** Loaded only when the tour opens: a returning user never downloads it (issue 15, first-load budget). */
const Tour = lazy(() => import('./tour'));

const target = (item: string) => () => document.querySelector<HTMLElement>(`[data-tour="${item}"]`)!;
/** A navigation link's whole row, so a step placed to its right clears the navigation. */
const row = (item: string) => () => target(item)().closest('li') ?? target(item)();

const CONTENT = [
  {
    item: paths.projects,
    title: 'Start with a project',
    description: 'A brand project describes your business once: what you sell, to whom, and why you.',
  },
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

/** Beside the side navigation: each step points at its item from the right, leaving the other items free. */
const NAVIGATION_STEPS: TourProps['steps'] = CONTENT.map(({ item, title, description }) => ({
  title,
  description,
  target: row(item),
  placement: 'right',
}));

/** Where the navigation is hidden (a phone) or icons only: the menu button first, then the same steps centred. */
const MENU_STEPS: TourProps['steps'] = [
  {
    title: 'Everything is in the menu',
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
  const open = isAuthenticated && pathname === paths.dashboard && !completed;

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
            steps={navigationVisible ? NAVIGATION_STEPS : MENU_STEPS}
            onClose={() => setCompleted(true)}
            onFinish={() => setCompleted(true)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
