import assert from 'node:assert/strict';
import { HASHTAG, type EngineProject } from '../../src/engine';

/** Projects the engine must write well for: full, sparse, empty, odd and overlong brand fields. */
export const PROJECTS: Record<string, EngineProject> = {
  bakery: {
    details: {
      businessName: 'Crumb & Co',
      whatYouSell: 'Handmade sourdough bread and pastries',
      whoYouSellTo: 'busy families in East Austin',
      problemYouSolve: 'stale supermarket bread',
      uniqueValue: 'baked fresh before sunrise with local organic flour',
      priceRange: '$6-$12 a loaf',
      businessGoal: 'grow weekly pre-orders',
      location: 'Austin, TX',
      businessStage: 'just launched',
    },
  },
  saas: {
    details: {
      businessName: 'Ledgerly',
      whatYouSell: 'We sell invoicing software for freelancers.',
      whoYouSellTo: 'For freelance designers and developers',
      problemYouSolve: 'They struggle with chasing late payments',
      uniqueValue: 'automatic payment reminders that sound human',
      priceRange: 'from $12 per month',
      businessGoal: 'more trial sign-ups',
      location: 'online',
      businessStage: 'growing',
    },
  },
  nameOnly: { details: { businessName: 'Northwind' } },
  sparse: { details: { whatYouSell: 'yoga classes', location: 'Leeds' } },
  empty: { details: {} },
  blank: {
    details: {
      businessName: '   ',
      whatYouSell: '',
      whoYouSellTo: ' ',
      problemYouSolve: '...',
      uniqueValue: '',
      priceRange: '',
      businessGoal: '',
      location: '',
      businessStage: '',
    },
  },
  long: {
    details: {
      businessName: 'The Extraordinarily Long Named Artisanal Coffee Roasting Collective of the Pacific Northwest',
      whatYouSell: `Specialty coffee ${'roasted in small batches and shipped the same day, '.repeat(19)}`.slice(
        0,
        1000,
      ),
      whoYouSellTo: 'remote workers, students, night-shift nurses and anyone who cares about a good cup, '
        .repeat(10)
        .slice(0, 1000),
      problemYouSolve: 'bitter, burnt supermarket coffee that sat on a shelf for months '.repeat(15).slice(0, 1000),
      uniqueValue: 'every bag is dated and roasted to order '.repeat(25).slice(0, 1000),
      priceRange: '$14 to $22 per 12 oz bag, subscriptions save 10%',
      businessGoal: 'increase subscription sign-ups by 40% this year',
      location: 'Portland, Oregon',
      businessStage: 'established and growing',
    },
  },
  unicode: {
    details: {
      businessName: 'Café Olé',
      whatYouSell: 'crème brûlée and churros',
      whoYouSellTo: 'Students in Montréal',
      problemYouSolve: 'boring desserts',
      uniqueValue: 'recipes from our abuela',
      location: 'Montréal',
    },
  },
};

/** An unfilled slot, a leaked empty value, or the marks an empty slot leaves (" ,", ",,", ".."). */
const PLACEHOLDER = /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]| ,|,,|\.\./;

/** Fails with the text when it is empty or holds a placeholder; the spec's closing "..." is allowed. */
export function assertClean(text: string, where: string): void {
  const body = text.replace(/\.\.\.$/, '');
  if (!/\p{L}/u.test(body) || PLACEHOLDER.test(body)) {
    throw new Error(`${where}: unclean text ${JSON.stringify(text)}`);
  }
}

/** Every tag well-formed (spec's hashtag rule) and none twice, whatever its case. */
export function assertHashtags(tags: string[], where: string): void {
  for (const tag of tags) assert.match(tag, HASHTAG, `${where}: ${tag}`);
  assert.equal(
    new Set(tags.map((t) => t.toLowerCase())).size,
    tags.length,
    `${where}: duplicate hashtags ${tags.join(' ')}`,
  );
}

/** A trade whose goal names one of several items, with a chore it takes off the reader (the turns' and the model brief's tests). */
export const INSTALLER: EngineProject = {
  details: {
    businessName: 'Brennan Plumbing & Heating',
    whatYouSell: 'boiler servicing, bathroom refits, solar thermal installs',
    whoYouSellTo: 'homeowners',
    problemYouSolve: 'burst pipes, cold radiators, grant forms nobody understands',
    uniqueValue: 'we do all the grant paperwork for you, 10-year warranty, registered installer',
    priceRange: 'boiler service €95',
    businessGoal: 'more quote requests for solar thermal installs this spring',
    location: 'Galway, Ireland',
    businessStage: 'est. 1994',
  },
};
