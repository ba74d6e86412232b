import type { Message, Paged, Project } from '@brandcast/shared';
import { testProject } from '@brandcast/shared/testing';

export const PROJECT_ID = '3f0c2a4e-9b1d-4c6e-8a2f-1d2e3f4a5b6c';

export const project: Project = testProject({
  _id: PROJECT_ID,
  details: { ...testProject().details, uniqueValue: 'roasted the day it ships' },
});

export const message: Message = {
  id: 'm1',
  projectId: PROJECT_ID,
  projectName: 'Northwind Coffee',
  userId: 'u1',
  type: 'tagline',
  title: 'Morning tagline',
  content: 'Fresh coffee, roasted the day it ships.',
  status: 'draft',
  score: 0,
  metrics: { clarity: 0, impact: 0, memorability: 0 },
  scoreParts: null,
  variants: [],
  testResults: null,
  provider: null,
  providerNote: null,
  role: 'owner',
  testedAt: null,
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
};

/** The same message after a split test: stored metrics, the parts behind them, and two arms with clicks. */
export const testedMessage: Message = {
  ...message,
  status: 'testing',
  score: 59,
  metrics: { clarity: 94, impact: 29, memorability: 54 },
  scoreParts: {
    clarity: [
      { name: 'Reading ease', value: 91, effect: 64, explanation: 'Flesch reading ease 91: easy for almost anyone.' },
    ],
    impact: [
      {
        name: 'Call to action',
        value: 0,
        effect: 0,
        explanation: 'No call to action: tell the reader what to do next.',
      },
    ],
    memorability: [
      { name: 'Brevity', value: 7, effect: 40, explanation: '7 words: short enough to repeat from memory.' },
    ],
  },
  variants: [
    {
      id: 'v1',
      content: 'Roasted today, in your cup tomorrow.',
      provider: 'built-in',
      createdAt: '2026-11-03T11:00:00.000Z',
    },
  ],
  testResults: {
    startedAt: '2026-11-03T12:00:00.000Z',
    links: [
      {
        variantId: null,
        label: 'Original',
        content: message.content,
        code: 'abc123',
        url: 'https://brandcast.test/r/abc123',
        targetUrl: 'https://northwind.test',
        clicks: 4,
      },
      {
        variantId: 'v1',
        label: 'Variant 1',
        content: 'Roasted today, in your cup tomorrow.',
        code: 'def456',
        url: 'https://brandcast.test/r/def456',
        targetUrl: 'https://northwind.test',
        clicks: 9,
      },
    ],
    totalClicks: 13,
    leaderVariantId: 'v1',
  },
  testedAt: '2026-11-03T12:00:00.000Z',
};

export function paged<T>(data: T[], total = data.length): Paged<T> {
  return { data, pagination: { page: 1, size: 20, total, totalPages: Math.ceil(total / 20) } };
}
