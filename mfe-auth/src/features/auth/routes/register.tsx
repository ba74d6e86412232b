import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ADMIN,
  ERRORS,
  INVITATION,
  PASSWORD_MIN_LENGTH,
  PLANS,
  PLAN_IDS,
  paths,
  planChoicePath,
  type PlanId,
} from '@brandcast/shared';
import { authAtom, getErrorMessage } from '@brandcast/shared/client';
import { TokenButton } from '@brandcast/shared/ui';
import { useInvitation } from '../api/invitation';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { AuthField } from '../components/auth-field';
import { AuthInput, AuthPasswordInput } from '../components/auth-input';
import { AuthMessage } from '../components/auth-message';
import { useSchemaForm } from '../hooks/use-schema-form';

/** The shared schema, loaded when a field is first checked: the page renders without zod (schemas.ts). */
const schema = () => import('../schemas').then((m) => m.signUpSchema);

/** A plan chosen on /pricing (?plan=starter&interval=yearly): after registration, billing with it chosen. */
function useChosenPlan(): { plan: PlanId; next: string } | null {
  const [search] = useSearchParams();
  const plan = search.get('plan');
  if (!plan || plan === 'free' || !(PLAN_IDS as readonly string[]).includes(plan)) return null;
  return {
    plan: plan as PlanId,
    next: planChoicePath(plan as PlanId, search.get('interval') === 'yearly' ? 'yearly' : 'monthly'),
  };
}

export default function RegisterRoute() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const chosen = useChosenPlan();
  const [search] = useSearchParams();
  // An invitation's link: the address it was sent to, filled in; registering with it joins the project.
  const invitationToken = search.get('invitation');
  const invitation = useInvitation(invitationToken);
  const invited = invitation.status === 'ready' ? invitation.invitation : null;
  const { status } = useAtomValue(authAtom);
  const { errors, field, onSubmit } = useSchemaForm(schema);
  const pending = signUp.isPending;
  // A new installation's first account administers it (issue 28): said before it goes on, with where it goes.
  const [administratorNext, setAdministratorNext] = useState<string | null>(null);

  if (administratorNext) {
    return (
      <AuthCard title="Your account is ready">
        <AuthMessage type="info" title="You administer this Brandcast" description={ADMIN.firstAccount} />
        <TokenButton variant="primary" block onClick={() => navigate(administratorNext, { replace: true })}>
          Continue
        </TokenButton>
      </AuthCard>
    );
  }

  // /pricing is static HTML that cannot know who is signed in: a signed-in visitor goes straight on to billing.
  if (chosen && status === 'authenticated') return <Navigate to={chosen.next} replace />;

  return (
    <AuthCard
      title="Create your account"
      footer={
        <span>
          Already have an account?{' '}
          <Link to={chosen ? `${paths.login}?next=${encodeURIComponent(chosen.next)}` : paths.login}>Sign in</Link>
        </span>
      }
    >
      {invited ? (
        <AuthMessage
          type="info"
          title={`${invited.ownerName} shared "${invited.projectName}" with you`}
          description={`Create your account with ${invited.email} to open it as ${invited.role}. You land on the project when you are done.`}
        />
      ) : invitation.status === 'failed' ? (
        <AuthMessage
          type="error"
          title={getErrorMessage(invitation.error, INVITATION.linkInvalid)}
          description="You can still create an account; the project is not shared with it until you are invited again."
        />
      ) : null}
      {chosen ? (
        <AuthMessage
          type="info"
          title={`You chose the ${PLANS[chosen.plan].name} plan`}
          description="Create your account first; the next page is where you upgrade to it."
        />
      ) : null}
      {signUp.isError ? (
        <AuthMessage type="error" title={getErrorMessage(signUp.error, ERRORS.registrationFailed)} />
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit((values) =>
          signUp.mutate(invited && invitationToken ? { ...values, invitation: invitationToken } : values, {
            onSuccess: ({ joinedProjectId, user }) => {
              const next = joinedProjectId ? paths.project(joinedProjectId) : (chosen?.next ?? paths.dashboard);
              if (user.isAdmin) setAdministratorNext(next);
              else navigate(next, { replace: true });
            },
          }),
        )}
      >
        <AuthField name="firstName" label="First name" error={errors.firstName}>
          <AuthInput {...field('firstName')} autoComplete="given-name" autoFocus disabled={pending} />
        </AuthField>
        <AuthField name="lastName" label="Last name" error={errors.lastName}>
          <AuthInput {...field('lastName')} autoComplete="family-name" disabled={pending} />
        </AuthField>
        <AuthField name="email" label="Email" error={errors.email}>
          {invited ? (
            // The invitation proves this address only: it is the one the account is made with.
            <AuthInput
              {...field('email')}
              key={invited.email}
              type="email"
              autoComplete="email"
              defaultValue={invited.email}
              readOnly
              disabled={pending}
            />
          ) : (
            <AuthInput
              {...field('email')}
              type="email"
              autoComplete="email"
              disabled={pending || invitation.status === 'loading'}
            />
          )}
        </AuthField>
        <AuthField
          name="password"
          label="Password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <AuthPasswordInput {...field('password', { hint: true })} autoComplete="new-password" disabled={pending} />
        </AuthField>
        <TokenButton variant="primary" type="submit" block loading={pending} disabled={pending}>
          Create account
        </TokenButton>
      </form>
    </AuthCard>
  );
}
