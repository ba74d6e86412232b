import {
  EMAIL_VERIFICATION,
  ERRORS,
  featureLockedMessage,
  insufficientCreditsMessage,
  type CreditAction,
  type Feature,
} from '@brandcast/shared';

/**
 * What went wrong, in the product's words: repositories and routes throw these, never an HTTP answer. The
 * error handler (plugins/app/errors.ts) is the one place that turns them into one, with the status each
 * kind names here (beside the kind, so a repository test can check what the caller will be answered) and
 * the message as it is: every message is written for people, 5xx ones included.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** It does not exist, or the caller may not know that it does. */
export class NotFound extends DomainError {
  readonly statusCode = 404;
}
/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  readonly statusCode = 403;
}
/** Not in a state that allows this (already published, already a collaborator). */
export class Conflict extends DomainError {
  readonly statusCode = 409;
}
/** The rules refuse what was asked (over the platform's cap, a time in the past). */
export class Invalid extends DomainError {
  readonly statusCode = 400;
}
/** No valid session, or a wrong password. */
export class Unauthenticated extends DomainError {
  readonly statusCode = 401;
}
/** The balance does not cover the action. */
export class InsufficientCredits extends DomainError {
  readonly statusCode = 402;
  constructor(
    readonly action: CreditAction,
    readonly balance: number,
  ) {
    super(insufficientCreditsMessage(action, balance));
  }
}
/** Past a rate limit; the caller sets Retry-After (the number of seconds in the message). */
export class TooManyAttempts extends DomainError {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many attempts. Try again in ${retryAfterSeconds >= 90 ? `${Math.round(retryAfterSeconds / 60)} minutes` : retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`}.`,
    );
  }
}
/** Past a limit that is not a retry of the same attempt (its message says what and when). */
export class TooManyRequests extends DomainError {
  readonly statusCode = 429;
}
/** An upload past its size limit. */
export class TooLarge extends DomainError {
  readonly statusCode = 413;
}
/** An upload of a kind that is not taken. */
export class UnsupportedType extends DomainError {
  readonly statusCode = 415;
}
/** The writer answered, with nothing usable: nothing stored or charged. */
export class NothingWritten extends DomainError {
  readonly statusCode = 502;
  constructor() {
    super('The writer returned no text. Nothing was charged; please try again.');
  }
}
/** The brand fields give the writer nothing it would sign: the note says which fields to fill; nothing charged. */
export class TooLittleToWrite extends DomainError {
  readonly statusCode = 422;
  constructor(note: string) {
    super(`${note} Nothing was charged.`);
  }
}
/** A platform (Mastodon, Bluesky) did not answer, or answered with its own error: nothing was changed here. */
export class PlatformUnavailable extends DomainError {
  readonly statusCode = 502;
}
/** The writer failed: nothing stored or charged. */
export class WriterUnavailable extends DomainError {
  readonly statusCode = 503;
}

/* The refusals more than one layer gives. Someone who may not see a thing is told it does not exist. */

export const NOT_FOUND = {
  project: `${ERRORS.projectNotFound}.`,
  message: `${ERRORS.messageNotFound}.`,
  copy: `${ERRORS.copyNotFound}.`,
  script: 'Script not found.',
  recording: 'Recording not found.',
} as const;

export class ProjectNotFound extends NotFound {
  constructor() {
    super(NOT_FOUND.project);
  }
}
export class MessageNotFound extends NotFound {
  constructor() {
    super(NOT_FOUND.message);
  }
}
export class CopyNotFound extends NotFound {
  constructor() {
    super(NOT_FOUND.copy);
  }
}
export class ScriptNotFound extends NotFound {
  constructor() {
    super(NOT_FOUND.script);
  }
}
export class RecordingNotFound extends NotFound {
  constructor() {
    super(NOT_FOUND.recording);
  }
}
/** A copy or a script written from a message of another project. */
export class MessageNotInProject extends Invalid {
  constructor() {
    super("That message is not one of this project's messages. Pick one of its messages, or none.");
  }
}
/** A feature the account's plan does not include: the message names the plan that unlocks it. */
export class FeatureLocked extends Forbidden {
  constructor(readonly feature: Feature) {
    super(featureLockedMessage(feature));
  }
}
/** Sharing, API tokens and paid plans wait for a confirmed address: the message says how to confirm. */
export class EmailNotVerified extends Forbidden {
  constructor() {
    super(EMAIL_VERIFICATION.required);
  }
}
/** A viewer asking to change a project's messages or copies. */
export class ViewerCantChange extends Forbidden {
  constructor(what: 'messages' | 'copies') {
    super(`Viewers can't change this project's ${what}.`);
  }
}
