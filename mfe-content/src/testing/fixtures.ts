// Test data for more than one feature of this remote (copies and the teleprompter read projects and messages).
import type { Message, Paged, Project } from '@brandcast/shared';
import { testProject } from '@brandcast/shared/testing';

export const PROJECT_ID = '3f0c2a52-8a9b-4c1e-9d7a-2b8e6f1a0c11';
export const MESSAGE_ID = '7a1d4c3b-2e5f-4a6b-8c9d-0e1f2a3b4c5d';

export function makeProject(overrides: Partial<Project> = {}): Project {
  return testProject({ _id: PROJECT_ID, ...overrides });
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: MESSAGE_ID,
    projectId: PROJECT_ID,
    projectName: 'Northwind Coffee',
    userId: 'u1',
    type: 'tagline',
    title: '',
    content: 'Roasted today, in your cup tomorrow.',
    status: 'published',
    score: 80,
    metrics: { clarity: 80, impact: 80, memorability: 80 },
    scoreParts: null,
    variants: [],
    testResults: null,
    provider: 'built-in',
    providerNote: null,
    role: 'owner',
    testedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const paged = <T>(data: T[]): Paged<T> => ({
  data,
  pagination: { page: 1, size: 20, total: data.length, totalPages: data.length ? 1 : 0 },
});

export const credits = (balance: number) => ({
  balance,
  plan: 'free',
  monthlyCredits: 500,
  renewsAt: '2026-12-01T00:00:00.000Z',
  ledger: [],
});
