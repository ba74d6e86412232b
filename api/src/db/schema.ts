/** Drizzle's view of the tables that migrations/ creates. The SQL files are the source of truth. */
import {
  avatars,
  notifications,
  outbox,
  passwordResetTokens,
  revokedTokens,
  userPreferences,
  users,
} from './tables/accounts';
import { apiTokens, brandings, creditLedger, stripeEvents } from './tables/billing';
import { channelAuthStates, channels, mastodonApps, publications } from './tables/channels';
import { copies, messages, projectCollaborators, projects, trackedLinks } from './tables/projects';

export * from './tables/accounts';
export * from './tables/billing';
export * from './tables/channels';
export * from './tables/projects';

export const schema = {
  users,
  revokedTokens,
  passwordResetTokens,
  outbox,
  avatars,
  projects,
  projectCollaborators,
  notifications,
  userPreferences,
  messages,
  copies,
  trackedLinks,
  creditLedger,
  apiTokens,
  stripeEvents,
  brandings,
  channels,
  mastodonApps,
  channelAuthStates,
  publications,
};
