import { preferencesSchema } from '../schemas/preferences';
import { envelope } from './common';

/** GET and PUT /en/user/preferences answer the whole object, as PUT takes it. */
export const preferencesResponse = envelope(preferencesSchema.meta({ id: 'Preferences' }));
