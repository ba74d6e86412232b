import { Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage, statusOf } from '@brandcast/shared/client';
import { TokenButton, TokenButtonLink, type Submission } from '@brandcast/shared/ui';
import { AuthCard } from './auth-card';

interface Destination {
  to: string;
  label: string;
}

/** What one emailed link's page says at each step; the flow is the same for every such link. */
export interface EmailLinkTexts {
  /** The link came without its token. */
  incomplete: { subTitle: string; next: Destination };
  /** Before the button is pressed. */
  card: { title: string; body: ReactNode; button: string };
  succeeded: string;
  /** Not reached, or failed on the server: the link may still work. */
  notYet: string;
  /** Why the API refused the link, told apart by its status and message. */
  refusalTitle(error: unknown): string;
  /** The message shown when a refusal comes without one. */
  failedMessage: string;
  /** A refusal that means the work was already done (409): shown as success rather than a warning. */
  conflictIsDone?: boolean;
}

/**
 * The page an emailed link opens (/verify-email, /confirm-email): the link acts when the button is pressed, not when
 * the page opens, so a mail scanner that opens links changes nothing. Then it says what happened and where to go next.
 */
export function EmailLinkPage<TResult extends { message: string }>({
  token,
  submission,
  next,
  texts,
}: {
  token: string | null;
  submission: Submission<{ token: string }, TResult>;
  /** Where to go once it is done (or refused). */
  next: Destination;
  texts: EmailLinkTexts;
}) {
  if (!token) {
    return (
      <Result
        status="warning"
        title="This confirmation link is incomplete"
        subTitle={texts.incomplete.subTitle}
        extra={<Link to={texts.incomplete.next.to}>{texts.incomplete.next.label}</Link>}
      />
    );
  }

  const nextButton = (
    <TokenButtonLink to={next.to} variant="primary" autoFocus>
      {next.label}
    </TokenButtonLink>
  );

  if (submission.isSuccess) {
    return <Result status="success" title={texts.succeeded} subTitle={submission.data.message} extra={nextButton} />;
  }

  if (submission.isError) {
    const status = statusOf(submission.error);
    const retry = status === undefined || status >= 500;
    return (
      <Result
        status={retry ? 'error' : status === 409 && texts.conflictIsDone ? 'success' : 'warning'}
        title={retry ? texts.notYet : texts.refusalTitle(submission.error)}
        subTitle={getErrorMessage(submission.error, texts.failedMessage)}
        extra={
          retry ? (
            <TokenButton variant="primary" type="button" autoFocus onClick={() => submission.mutate({ token })}>
              Try again
            </TokenButton>
          ) : (
            nextButton
          )
        }
      />
    );
  }

  return (
    <AuthCard title={texts.card.title}>
      <p>{texts.card.body}</p>
      <TokenButton
        variant="primary"
        type="button"
        block
        autoFocus
        loading={submission.isPending}
        disabled={submission.isPending}
        onClick={() => submission.mutate({ token })}
      >
        {texts.card.button}
      </TokenButton>
    </AuthCard>
  );
}
