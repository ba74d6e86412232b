import type { ProjectDetailField } from './constants/domain';

/**
 * The brief the landing page shows Brandcast writing from, and the one the e2e journey of a new user types in: a
 * dog-grooming salon, as a founder would describe it.
 */
export const EXAMPLE_BRIEF: Record<ProjectDetailField, string> = {
  businessName: 'Pawsh Parlour',
  whatYouSell: 'Calm, one-dog-at-a-time grooming: baths, breed cuts and nail trims',
  whoYouSellTo: 'Dog owners whose dogs get anxious at busy salons',
  problemYouSolve: 'Most grooming salons are loud and rushed, and nervous dogs come home stressed',
  uniqueValue: 'One dog in the salon at a time, no cages, and groomers trained in low-stress handling',
  priceRange: 'From $55 for a small dog',
  businessGoal: 'Fill weekday appointments',
  location: 'Portland, Oregon',
  businessStage: 'Growing',
};

/** The seed the landing page's example was written with, and the e2e journey's server's ENGINE_SEED. */
export const EXAMPLE_SEED = 20261129;

/**
 * What the built-in writer wrote from EXAMPLE_BRIEF with EXAMPLE_SEED, unedited: one Generate of three taglines,
 * one of a value proposition, and a post for X and LinkedIn from the first tagline. The landing page shows it;
 * api/test/engine/landing-example.test.ts writes it again and fails when the writer would now write otherwise
 * (then the page is out of date: paste what the test prints).
 */
export const EXAMPLE_WRITTEN = {
  taglines: [
    'Calm, one-dog-at-a-time grooming. No cages.',
    'Groomers trained in low-stress handling.',
    "We don't do cages.",
  ],
  valueProposition: "Calm, one-dog-at-a-time grooming for dog owners in Portland. We don't do cages.",
  posts: {
    twitter:
      'Calm, one-dog-at-a-time grooming. No cages. One dog in the salon at a time. Groomers trained in low-stress handling. Book a weekday appointment.\n\n#PawshParlour',
    linkedin:
      'Calm, one-dog-at-a-time grooming. No cages.\n\nMade for dog owners. Groomers trained in low-stress handling.\n\nBook your weekday appointment.\n\n#PawshParlour',
  },
} as const;
