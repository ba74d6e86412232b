import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Copy } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { MESSAGE_ID, PROJECT_ID, credits, makeMessage, makeProject, paged } from '../../../testing/fixtures';

// The remote's shared test data (src/testing/), so each copies test imports one file.
export { MESSAGE_ID, PROJECT_ID, credits, makeMessage, makeProject, paged };

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
    performance: {
      views: 10,
      likes: 2,
      shares: 1,
      comments: 0,
      retweets: 3,
      clicks: 4,
      lastUpdated: '2026-11-02T09:30:00.000Z',
    },
    link: null,
    provider: 'built-in',
    providerNote: null,
    role: 'owner',
    ...overrides,
  };
}

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
