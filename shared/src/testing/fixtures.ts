import { AxiosError, AxiosHeaders } from 'axios';
import type { HttpError } from '@brandcast/shared/client';
import type { Project, User } from '../types';
import { BRAND_VOICE_DEFAULT } from '../schemas/project';

/** A signed-in user for component tests. */
export const testUser: User = {
  id: 'u1',
  role: 'free',
  subscription: { plan: 'free', status: 'active' },
  avatar: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  twoFactorEnabled: false,
  emailVerified: true,
  isAdmin: false,
};

/** The error the API client rejects with when the server answers `status` with `body`. */
export function httpError(status: number, body: unknown = {}): HttpError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data: body, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
}

/** A brand project the signed-in test user owns; override what a test is about. */
export function testProject(overrides: Partial<Project> = {}): Project {
  return {
    _id: '3f0c2a4e-9b1d-4c6e-8a2f-1d2e3f4a5b6c',
    ownerId: testUser.id,
    public: false,
    status: 'active',
    type: 'brand_identity',
    dueDate: null,
    progress: 0,
    role: 'owner',
    stats: { messages: 0, copies: 0, recordings: 0 },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
    details: {
      businessName: 'Northwind Coffee',
      whatYouSell: 'coffee beans',
      whoYouSellTo: 'home baristas',
      problemYouSolve: 'stale coffee',
      uniqueValue: '',
      priceRange: '',
      businessGoal: '',
      location: '',
      businessStage: '',
      ...overrides.details,
    },
    voice: { ...BRAND_VOICE_DEFAULT, ...overrides.voice },
  };
}
