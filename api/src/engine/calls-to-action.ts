import type { Brand, CallToAction } from './brand';

/** Calls to action for each goal; a booking verb only where something can be booked, naming what. */
export const CALLS_TO_ACTION: Record<CallToAction, (b: Brand) => readonly string[]> = {
  order: (b) => [
    'Order yours today.',
    b.offer ? `Order your ${b.offer.head.replace(/^(?:an?|the)\s+/i, '')} today.` : 'Order now.',
    'Shop now.',
  ],
  preorder: () => ['Pre-order for this week.', 'Pre-order yours today.', 'Pre-order now for the week ahead.'],
  book: (b) => [
    `Book a ${b.bookable ?? 'call'} today.`,
    `Book your ${b.bookable ?? 'call'}.`,
    'Check availability and book online.',
  ],
  call: (b) => ['Call us today.', 'Call now.', b.name ? `Call ${b.name} today.` : 'Give us a call.'],
  signup: () => ['Sign up today.', 'Join today.', 'Get started today.'],
  trial: () => ['Start your free trial.', 'Try it free today.', 'Start a free trial today.'],
  download: (b) => [
    b.name ? `Download ${b.name} today.` : 'Download the app today.',
    'Get the app today.',
    'Download it free.',
  ],
  subscribe: () => ['Subscribe today.', 'Start your subscription.', 'Subscribe now.'],
  demo: () => ['Book a demo.', 'Request a demo today.', 'Talk to our team.'],
  wishlist: (b) => [
    b.name ? `Wishlist ${b.name} today.` : 'Add it to your wishlist.',
    'Add it to your wishlist today.',
    'Wishlist it now.',
  ],
  follow: () => ['Follow along for more.', 'Follow us for more.', 'Stay in the loop: follow us.'],
  learn: () => ['Learn more.', 'See how it works.', 'Find out more.'],
  waitlist: () => ['Join the waitlist.', 'Be the first to know.', 'Get early access: join the waitlist.'],
};
