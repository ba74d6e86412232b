import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';
import { bodyObject } from './body';
import { secondFactorSchema } from './two-factor';

/*
 * An account's own data (issue 27): the export of everything it holds as one archive, and its deletion.
 * The texts a person reads on both sides, the limits, and the shapes the API answers.
 */

/** How long a finished export's archive is kept before the sweep removes it (a new export removes it at once). */
export const ACCOUNT_EXPORT_KEPT_HOURS = 24;
/** Starts of an export per account and address an hour (one runs at a time besides). */
export const ACCOUNT_EXPORT_STARTS_PER_HOUR = 10;

/**
 * The archive's JSON files, in the order they are written: each is one part of the progress ("copies, 5 of 10").
 * README.txt goes in with them and says what each holds (ACCOUNT_EXPORT_README).
 */
export const ACCOUNT_EXPORT_PARTS = [
  {
    key: 'profile',
    label: 'Profile',
    holds:
      'Your name, email, plan and subscription, API tokens (names only) and branding colour. No password or secret.',
  },
  { key: 'preferences', label: 'Preferences', holds: 'Your settings: theme, notifications, defaults.' },
  {
    key: 'projects',
    label: 'Projects',
    holds: 'The projects you own (with who they are shared with), and the projects shared with you (with your role).',
  },
  {
    key: 'messages',
    label: 'Messages',
    holds: 'The brand messages of your projects, and those you wrote in projects shared with you.',
  },
  {
    key: 'copies',
    label: 'Copies',
    holds:
      'The platform copies of your projects, and those you wrote in projects shared with you, with their tracked links.',
  },
  {
    key: 'scripts',
    label: 'Scripts',
    holds: 'The video scripts of your projects, and those you wrote in projects shared with you.',
  },
  {
    key: 'recordings',
    label: 'Recordings',
    holds:
      'The list of your recordings and those of your projects: file name, type, size, project, script, date. Not the videos: download those from the teleprompter.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    holds: "Your projects' numbers per copy, day and platform, and your own activity log.",
  },
  {
    key: 'ledger',
    label: 'Credit ledger',
    holds: 'Every credit grant and charge of the account, with the balance after it.',
  },
  { key: 'notifications', label: 'Notifications', holds: 'Your notifications, read and unread.' },
] as const;
export type AccountExportPart = (typeof ACCOUNT_EXPORT_PARTS)[number]['key'];

/** README.txt of the archive. */
export const ACCOUNT_EXPORT_README = (generatedAt: string) =>
  [
    'Your Brandcast data',
    '',
    `Exported ${generatedAt}. Each file is JSON (UTF-8); times are ISO 8601 in UTC.`,
    '',
    ...ACCOUNT_EXPORT_PARTS.map((part) => `${part.key}.json: ${part.holds}`),
    '',
    "Recordings' videos are not in this archive, only their list.",
  ].join('\n') + '\n';

export const ACCOUNT_TEXTS = {
  exportRunning: 'An export of your data is already being prepared. Wait for it to finish, then download it.',
  exportNotFound: 'Export not found. Start a new export in Settings → Profile.',
  exportLinkExpired: 'This download link has expired. Open Settings → Profile and download again.',
  exportFailed: 'Your data could not be exported. Try again.',
  exportKept: (hours: number) => `The archive is kept ${hours} hours, then removed. A new export replaces it.`,
  passwordRequired: 'Enter your password to delete your account.',
  wrongPassword: 'Your password is incorrect. Your account was not deleted.',
  codeRequired:
    'Two-factor sign-in is on: enter the code from your authenticator app (or a recovery code) to delete your account.',
  deleteFailed: 'Your account could not be deleted. Try again.',
  deleted: 'Your account was deleted, with all its projects and data.',
  projectDeletedTitle: 'Project deleted',
  projectDeletedMessage: (project: string) =>
    `“${project}” was deleted with its owner's account. It is no longer shared with you.`,
} as const;

/** POST /account/delete */
export const deleteAccountSchema = bodyObject({
  password: z
    .string({ error: ACCOUNT_TEXTS.passwordRequired })
    .min(1, ACCOUNT_TEXTS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  /** With two-factor sign-in on: the authenticator app's current code, or an unused recovery code. */
  code: secondFactorSchema.optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
