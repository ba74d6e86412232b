import { userEndpoints } from '../api/auth';
import type { Preferences } from '../constants/app';
import { api } from './api-client';

export const savePreferences = (preferences: Preferences) =>
  api.put<Preferences>(userEndpoints.preferences, preferences);
