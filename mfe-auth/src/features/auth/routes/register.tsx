import { Alert, Button, Form, Input } from 'antd';
import { useAtomValue } from 'jotai';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ERRORS, PASSWORD_MIN_LENGTH, PLANS, PLAN_IDS, paths, planChoicePath, type PlanId, type SignUpInput } from '@brandcast/shared';
import { authAtom, getErrorMessage } from '@brandcast/shared/client';
import { zodRuleOnDemand } from '@brandcast/shared/ui';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';

/** The shared schema, loaded when a field is first checked: the page renders without zod (schemas.ts). */
const schema = () => import('../schemas').then((m) => m.signUpSchema);
const rule = (field: keyof SignUpInput) => zodRuleOnDemand(() => schema().then((s) => s.shape[field]), { required: true });

/** A plan chosen on /pricing (?plan=starter&interval=yearly): after registration, billing with it chosen. */
function useChosenPlan(): { plan: PlanId; next: string } | null {
  const [search] = useSearchParams();
  const plan = search.get('plan');
  if (!plan || plan === 'free' || !(PLAN_IDS as readonly string[]).includes(plan)) return null;
  return { plan: plan as PlanId, next: planChoicePath(plan as PlanId, search.get('interval') === 'yearly' ? 'yearly' : 'monthly') };
}

export default function RegisterRoute() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const chosen = useChosenPlan();
  const { status } = useAtomValue(authAtom);

  const onFinish = async (values: SignUpInput) =>
    signUp.mutate((await schema()).parse(values), { onSuccess: () => navigate(chosen?.next ?? paths.dashboard, { replace: true }) });

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
      {chosen ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`You chose the ${PLANS[chosen.plan].name} plan`}
          description="Create your account first; the next page is where you upgrade to it."
        />
      ) : null}
      {signUp.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(signUp.error, ERRORS.registrationFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<SignUpInput> noValidate layout="vertical" onFinish={onFinish} requiredMark={false} disabled={signUp.isPending}>
        <Form.Item label="First name" name="firstName" rules={rule('firstName')}>
          <Input autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={rule('lastName')}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={rule('email')}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={rule('password')}
          extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}
