import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { User } from '../types';

/** A signed-in user for component tests. */
export const testUser: User = {
  id: 'u1',
  role: 'free',
  subscription: { plan: 'free', status: 'active' },
  avatar: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

/** The error the API client rejects with when the server answers `status` with `body`. */
export function httpError(status: number, body: unknown = {}): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new AxiosError('Request failed', String(status), config, undefined, {
    status,
    statusText: '',
    data: body,
    headers: {},
    config,
  });
}
