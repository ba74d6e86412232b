import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Copy, Message, Paged, Project } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { testProject } from '@brandcast/shared/testing';

export const PROJECT_ID = '3f0c2a52-8a9b-4c1e-9d7a-2b8e6f1a0c11';
export const MESSAGE_ID = '7a1d4c3b-2e5f-4a6b-8c9d-0e1f2a3b4c5d';
export const COPY_ID = 'c0a1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a41';
export const OTHER_COPY_ID = 'c0a1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a42';

export function makeCopy(overrides: Partial<Copy> = {}): Copy {
  return {
    id: COPY_ID,
    projectId: PROJECT_ID,
    projectName: 'Northwind Coffee',
    messageId: null,
    userId: 'u1',
    platform: 'twitter',
    format: 'post',
    title: 'Fresh beans',
    content: 'Coffee roasted the day it ships, at your door in two days.',
    hashtags: ['#coffee'],
    characterCount: 58,
    status: 'draft',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publishedAt: null,
    scheduledDate: null,
    performance: { views: 10, likes: 2, shares: 1, comments: 0, retweets: 3, clicks: 4, lastUpdated: '2026-11-02T09:30:00.000Z' },
    link: null,
    provider: 'built-in',
    providerNote: null,
    role: 'owner',
    ...overrides,
  };
}

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

/**
 * The open dialog with this title. (Under Jest, antd gives every component the id "test-id", so a
 * dialog's aria-labelledby can point at another element and its accessible name cannot be relied on.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryAllByText(title).length > 0);
    expect(found).toBeDefined();
  });
  return found!;
}

/** The list's reads: the projects, a page of these copies, and each copy by its id. */
export function mockGet(copies: Copy[] = [makeCopy()]) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project') return paged([makeProject()]);
    if (url === '/copy') return paged(copies);
    const one = copies.find((copy) => url === `/copy/${copy.id}`);
    if (one) return one;
    throw new Error(`unexpected GET ${url}`);
  });
}

/** The list reads (`GET /copy`) among a spy's calls. */
export const copyCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === '/copy');

/** Picks an action from the first copy's menu in the list. */
export async function openAction(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Fresh beans' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}
