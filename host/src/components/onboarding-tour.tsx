import { useAtom, useAtomValue } from 'jotai';
import { Tour, type TourProps } from 'antd';
import { authAtom, onboardingCompletedAtom } from '@brandcast/shared/client';

const target = (item: string) => () => document.querySelector<HTMLElement>(`[data-tour="${item}"]`)!;

const steps: TourProps['steps'] = [
  {
    title: 'Start with a project',
    description: 'A brand project describes your business once: what you sell, to whom, and why you.',
    target: target('/projects'),
  },
  {
    title: 'Find your message',
    description: 'Brand messages are your taglines and value propositions, measured and tested.',
    target: target('/messages'),
  },
  {
    title: 'Write for every platform',
    description: 'The copy generator turns a message into posts within each platform’s limits.',
    target: target('/copies'),
  },
  {
    title: 'Your plan and credits',
    description: 'Billing shows your plan and what each action costs.',
    target: target('/settings/billing'),
  },
];

/** The first-run tour over the navigation, shown once per browser (spec: onboarding key). */
export function OnboardingTour({ navigationVisible }: { navigationVisible: boolean }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  const [completed, setCompleted] = useAtom(onboardingCompletedAtom);
  const open = isAuthenticated && navigationVisible && !completed;
  if (!open) return null;
  return <Tour open steps={steps} onClose={() => setCompleted(true)} onFinish={() => setCompleted(true)} />;
}
