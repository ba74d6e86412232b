import nlp from 'compromise';
/**
 * The business goal read as the action a reader takes: "recruit 40 monthly donors by march" → "Become a monthly
 * donor", "get more bookings on weekdays" → "Book a weekday appointment", "more reviews on google" → "Leave us a
 * Google review". Each rule is data: what in the goal it recognises and the calls to action it writes, in the
 * brand's words where the brief gives them. A goal no rule reads leaves the call to the goal's category
 * (`CallToAction` in brand.ts).
 */

export interface GoalContext {
  /** The goal as typed, cleaned. */
  goal: string;
  /** What is sold, as a phrase (for "Order your …"). */
  offer: string;
  /** The brand's name, when it has one. */
  name: string | null;
  /** What the business takes bookings for, when it does ("appointment", "class", "table"). */
  bookable: string | null;
  /** The brand's own address on the web, when a field gave one ("maisiemoon.co.uk"). */
  site: string | null;
  /** Whether the brief says something is free (a free quote, a free first class). */
  free: boolean;
}

interface GoalRule {
  /** A short name for the action, for tests and the model's prompt. */
  action: string;
  matches: RegExp;
  write: (match: RegExpExecArray, c: GoalContext) => string[];
}

const DAY =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend|morning|afternoon|evening|lunchtime|midweek)s?\b/i;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a booking is called: the goal's own word, else the business's, else an appointment. */
function bookingNoun(goal: string, c: GoalContext): string {
  const named =
    /\b(table|appointment|class|lesson|session|consultation|treatment|tour|stay|room|groom|fitting|clinic|check-?up|massage|call)s?\b/i.exec(
      goal,
    )?.[1];
  if (named) return named.toLowerCase().replace(/^checkup$/, 'check-up');
  if (/\b(?:appts?)\b/i.test(goal)) return 'appointment';
  return c.bookable && !/call/.test(c.bookable) ? c.bookable : 'appointment';
}

export const GOAL_RULES: readonly GoalRule[] = [
  {
    action: 'donate monthly',
    matches: /\b(monthly|regular|recurring)\s+(?:donors?|givers?|donations?|supporters?)\b/i,
    write: () => ['Become a monthly donor today.', 'Give monthly, starting today.', 'Become a monthly donor.'],
  },
  {
    action: 'donate',
    matches: /\b(?:donors?|donations?|donate|fundrais\w*|raise\s+[£$€]?\d)/i,
    write: () => ['Donate today.', 'Give what you can today.', 'Make a donation today.'],
  },
  {
    action: 'volunteer',
    matches: /\bvolunteers?\b/i,
    write: () => ['Sign up to volunteer.', 'Volunteer with us.', 'Give an hour: sign up to volunteer.'],
  },
  {
    action: 'review',
    matches: /\breviews?\b/i,
    write: (_, c) => {
      const where = /\bgoogle\b/i.test(c.goal)
        ? 'Google '
        : /\btrustpilot\b/i.test(c.goal)
          ? 'Trustpilot '
          : /\byelp\b/i.test(c.goal)
            ? 'Yelp '
            : '';
      return [
        `Been in? Leave us a ${where}review.`,
        `Tell others how it went: leave us a ${where}review.`,
        `Leave us a ${where}review.`,
      ];
    },
  },
  {
    action: 'book on a named day',
    matches: new RegExp(
      `(?=.*\\b(?:book(?:ings?|ed)?|appts?|appointments?|slots?|tables?|reservations?|classes|sessions?|covers|fill)\\b).*${DAY.source}`,
      'i',
    ),
    write: (_, c) => {
      const day = DAY.exec(c.goal)![1]!.toLowerCase();
      const noun = bookingNoun(c.goal, c);
      const when =
        day === 'midweek' || day === 'lunchtime'
          ? day
          : cap(day).replace(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/, '$1');
      const label = /^(?:weekday|weekend|morning|afternoon|evening|midweek|lunchtime)$/.test(day)
        ? when.toLowerCase()
        : when;
      const a = /^[aeiou]/i.test(label) ? 'an' : 'a';
      return [
        `Book ${a} ${label} ${noun} today.`,
        `Book your ${label} ${noun}.`,
        `Grab ${a} ${label} ${noun} this week.`,
      ];
    },
  },
  {
    action: 'book',
    matches:
      /\b(?:book(?:ings?|ed)?|appts?|appointments?|reservations?|tables?|covers|consultations?|sessions?|slots?)\b/i,
    write: (_, c) => {
      const noun = bookingNoun(c.goal, c);
      const free = c.free && /consultation|class|lesson|session|call/.test(noun) ? 'free ' : '';
      const a = /^[aeiou]/i.test(free || noun) ? 'an' : 'a';
      return [`Book your ${free}${noun} today.`, `Book ${a} ${free}${noun} this week.`, `Book your ${free}${noun}.`];
    },
  },
  {
    action: 'enrol',
    matches:
      /\b(?:enrol\w*|enroll\w*|students?|pupils?|learners?|sign[-\s]?ups? for (?:the )?(?:course|class|term))\b/i,
    write: (_, c) =>
      c.free
        ? ['Book a free trial lesson.', 'Enrol today.', 'Save your place today.']
        : ['Enrol today.', 'Save your place for next term.', 'Save your place today.'],
  },
  {
    action: 'quote',
    matches: /\b(?:quotes?|estimates?|enquir\w*|inquir\w*)\b/i,
    write: (_, c) =>
      c.free
        ? ['Get your free quote today.', 'Ask for a free quote.', 'Get a free quote.']
        : ['Ask for a quote today.', 'Get a quote this week.', 'Ask for your quote.'],
  },
  {
    action: 'wishlist',
    matches: /\bwish-?lists?\b/i,
    write: (_, c) => [
      c.name ? `Wishlist ${c.name} today.` : 'Add it to your wishlist.',
      'Add it to your wishlist today.',
      'Wishlist it now.',
    ],
  },
  {
    action: 'pre-order',
    matches: /\bpre-?orders?\b/i,
    write: () => ['Pre-order yours today.', 'Pre-order now.', 'Pre-order for this week.'],
  },
  {
    action: 'buy before it sells out',
    matches: /\bsell\s+out\b|\bsold\s+out\b|\bfirst\s+(?:batch|run|drop|edition|print)\b/i,
    write: (match) => {
      const what = /\bfirst\s+(batch|run|drop|edition|print)\b/i.exec(match.input)?.[1]?.toLowerCase() ?? 'batch';
      return [
        `Get yours from the first ${what}.`,
        `Order from the first ${what} before it's gone.`,
        'Order yours before it sells out.',
      ];
    },
  },
  {
    action: 'demo',
    matches: /\bdemos?\b/i,
    write: () => ['Book a demo.', 'Book your demo today.', 'Request a demo today.'],
  },
  {
    action: 'trial',
    matches: /\btrials?\b/i,
    write: (_, c) =>
      c.free
        ? ['Start your free trial.', 'Try it free today.', 'Start a free trial today.']
        : ['Start your trial today.', 'Try it today.', 'Start your trial.'],
  },
  {
    action: 'download',
    matches: /\b(?:downloads?|installs?)\b/i,
    write: (_, c) => [
      c.name ? `Download ${c.name} today.` : 'Download the app today.',
      'Get the app today.',
      c.name ? `Download ${c.name}.` : 'Download the app.',
    ],
  },
  {
    action: 'subscribe',
    matches: /\b(?:subscri\w*|newsletter|mailing\s+list|email\s+list)\b/i,
    write: () => ['Subscribe today.', 'Join the list today.', 'Subscribe now.'],
  },
  {
    action: 'join',
    matches: /\bmembers(?:hip)?\b/i,
    write: () => ['Become a member today.', 'Join today.', 'Start your membership.'],
  },
  {
    action: 'wholesale',
    matches: /\b(?:stockists?|retailers?|wholesale|distributors?|resellers?)\b/i,
    write: () => ['Ask about wholesale today.', 'Become a stockist.', 'Ask for our wholesale price list.'],
  },
  {
    action: 'visit',
    matches: /\b(?:walk-?ins?|foot\s?fall|visits?|visitors|in[-\s]store|come\s+in|through\s+the\s+door)\b/i,
    write: () => ['Come in this week.', 'Drop in this week.', 'Pop in and see us.'],
  },
  {
    action: 'call',
    matches: /\b(?:calls?|phone)\b/i,
    write: (_, c) => ['Call us today.', c.name ? `Call ${c.name} today.` : 'Give us a call.', 'Call now.'],
  },
  {
    action: 'sign up',
    matches: /\b(?:sign[\s-]?ups?|users|accounts|registrations?)\b/i,
    write: (_, c) =>
      c.free
        ? ['Sign up free today.', 'Create your free account.', 'Sign up free.']
        : ['Sign up today.', 'Create your account today.', 'Get started today.'],
  },
  {
    action: 'follow',
    matches: /\b(?:followers?|follow\w*|audience|awareness|community)\b/i,
    write: (_, c) => [
      c.name ? `Follow ${c.name} for more.` : 'Follow us for more.',
      'Follow along.',
      'Follow us for the next one.',
    ],
  },
  {
    action: 'order',
    matches: /\b(?:sales?|sell|revenue|orders?|purchases?|shop|customers|clients|business)\b/i,
    write: (_, c) => {
      const thing = c.offer.split(/\s+(?:and|with|for)\s+|,\s*/)[0]!.replace(/^(?:an?|the|our|my)\s+/i, '');
      // "calm, one-dog-at-a-time grooming": a lone adjective is not a thing to order ("Order your calm").
      const orderable = thing && thing.split(' ').length <= 3 && !nlp(thing).has('^#Adjective$');
      return [orderable ? `Order your ${thing} today.` : 'Order yours today.', 'Order yours today.', 'Shop now.'];
    },
  },
];

/**
 * The calls to action the goal asks for, or null when no rule reads it. A goal that names a site sends the
 * reader there ("… at maisiemoon.co.uk").
 */
export function goalCalls(c: GoalContext): { action: string; calls: string[] } | null {
  for (const rule of GOAL_RULES) {
    const match = rule.matches.exec(c.goal);
    if (!match) continue;
    const calls = rule.write(match, c);
    const withSite =
      c.site && rule.action !== 'review' && rule.action !== 'visit'
        ? calls.map((call, i) => (i === 0 ? call.replace(/\.$/, ` at ${c.site}.`) : call))
        : calls;
    return { action: rule.action, calls: withSite };
  }
  return null;
}

/** A web address in a text, without its scheme ("https://www.maisiemoon.co.uk/shop" → "maisiemoon.co.uk/shop"). */
export function siteIn(text: string): string | null {
  const found =
    /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]{1,63}\.){1,4}(?:com|co\.uk|org|net|io|app|co|uk|de|fr|es|it|nl|ie|au|ca|us|shop|store|studio|dev|ai|me|org\.uk|com\.au|ly)(?:\/[\w\-./]{0,60})?)\b/i.exec(
      text,
    );
  return found ? found[1]!.replace(/\/$/, '').toLowerCase() : null;
}
