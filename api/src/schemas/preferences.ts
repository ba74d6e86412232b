import { preferencesSchema } from '@brandcast/shared';
import { envelope } from './common';

export const preferencesResponse = envelope(preferencesSchema.meta({ id: 'Preferences' }));
