import { useAtomValue } from 'jotai';
import { Alert, Button, Card, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  TWO_FACTOR,
  TWO_FACTOR_DIGITS,
  secondFactorSchema,
  totpCodeSchema,
  twoFactorSetupSchema,
  type TwoFactorSetup,
} from '@brandcast/shared';
import { authAtom, toast } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { accountErrorMessage } from '../api/account-error';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorSetup,
} from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

type Step = 'idle' | 'password' | 'scan' | 'renew' | 'disable';

/** The app's 6-digit code: the phone's number pad, and the code a phone offers from a message. */
function CodeInput({
  recovery = false,
  ...props
}: {
  id?: string;
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  recovery?: boolean;
}) {
  return (
    <Input
      {...props}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 11 : TWO_FACTOR_DIGITS}
      style={{ maxWidth: recovery ? 220 : 160, letterSpacing: recovery ? undefined : '0.2em' }}
    />
  );
}

const errorOf = (error: unknown) => accountErrorMessage(error, TWO_FACTOR.failed, TWO_FACTOR.failed);
/** The secret in groups of four, as apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Settings → Two-factor sign-in: turn it on (the password, then the QR code or the key by hand and the
 * app's first code, then the recovery codes shown once), new recovery codes, or turn it off.
 */
export function TwoFactorCard() {
  const { user } = useAtomValue(authAtom);
  const [step, setStep] = useState<Step>('idle');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useRegenerateRecoveryCodes();
  if (!user) return null;

  const reset = () => {
    setStep('idle');
    setSetup(null);
    for (const mutation of [start, enable, disable, renew]) mutation.reset();
  };
  const failure = [start, enable, disable, renew].find((mutation) => mutation.isError)?.error;

  let body: React.ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        email={user.email}
        onDone={() => {
          setCodes(null);
          reset();
        }}
      />
    );
  } else if (step === 'password') {
    body = (
      <Form
        name="two-factor-password"
        layout="vertical"
        requiredMark={false}
        noValidate
        disabled={start.isPending}
        onFinish={(values: { currentPassword: string }) =>
          start.mutate(values, {
            onSuccess: (answer) => {
              setSetup(answer);
              setStep('scan');
            },
          })
        }
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={zodRule(twoFactorSetupSchema.shape.currentPassword)}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={start.isPending}>
            Continue
          </Button>
          <Button onClick={reset}>Cancel</Button>
        </Space>
      </Form>
    );
  } else if (step === 'scan' && setup) {
    body = (
      <Flex vertical gap={12}>
        <Typography.Text>
          1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).
        </Typography.Text>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt="QR code to add Brandcast to your authenticator app"
          width={184}
          height={184}
          style={{ background: '#fff', padding: 8, borderRadius: 8, alignSelf: 'flex-start' }}
        />
        <div>
          <Typography.Text type="secondary">Can't scan it? Type this key in the app instead:</Typography.Text>
          <br />
          <Typography.Text
            code
            copyable={{ text: setup.secret }}
            style={{ fontSize: 15, whiteSpace: 'normal' }}
            data-testid="two-factor-key"
          >
            {grouped(setup.secret)}
          </Typography.Text>
        </div>
        <Form
          name="two-factor-enable"
          layout="vertical"
          requiredMark={false}
          noValidate
          disabled={enable.isPending}
          onFinish={(values: { code: string }) =>
            enable.mutate(values, {
              onSuccess: (answer) => {
                setCodes(answer.recoveryCodes);
                toast.success(TWO_FACTOR.enabled);
              },
            })
          }
        >
          <Form.Item label="2. Enter the 6-digit code the app shows" name="code" rules={zodRule(totpCodeSchema)}>
            <CodeInput />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={enable.isPending}>
              Turn on
            </Button>
            <Button onClick={reset}>Cancel</Button>
          </Space>
        </Form>
      </Flex>
    );
  } else if (step === 'renew') {
    body = (
      <Form
        name="two-factor-renew"
        layout="vertical"
        requiredMark={false}
        noValidate
        disabled={renew.isPending}
        onFinish={(values: { code: string }) =>
          renew.mutate(values, { onSuccess: (answer) => setCodes(answer.recoveryCodes) })
        }
      >
        <Typography.Paragraph type="secondary">
          Your current recovery codes stop working once the new ones are made.
        </Typography.Paragraph>
        <Form.Item label="Code from your authenticator app" name="code" rules={zodRule(totpCodeSchema)}>
          <CodeInput />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={renew.isPending}>
            Make new codes
          </Button>
          <Button onClick={reset}>Cancel</Button>
        </Space>
      </Form>
    );
  } else if (step === 'disable') {
    body = (
      <Form
        name="two-factor-disable"
        layout="vertical"
        requiredMark={false}
        noValidate
        disabled={disable.isPending}
        onFinish={(values: { currentPassword: string; code: string }) =>
          disable.mutate(values, {
            onSuccess: () => {
              reset();
              toast.success(TWO_FACTOR.disabled);
            },
          })
        }
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={zodRule(twoFactorSetupSchema.shape.currentPassword)}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="Code from your app, or a recovery code" name="code" rules={zodRule(secondFactorSchema)}>
          <CodeInput recovery />
        </Form.Item>
        <Space wrap>
          <Button danger type="primary" htmlType="submit" loading={disable.isPending}>
            Turn off
          </Button>
          <Button onClick={reset}>Cancel</Button>
        </Space>
      </Form>
    );
  } else if (user.twoFactorEnabled) {
    body = (
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>Signing in asks for a code from your authenticator app after your password.</Typography.Text>
        <Space wrap>
          <Button onClick={() => setStep('renew')}>New recovery codes</Button>
          <Button danger onClick={() => setStep('disable')}>
            Turn off
          </Button>
        </Space>
      </Flex>
    );
  } else {
    body = (
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>
          Protect your account with a second step: after your password, a code from an authenticator app on your phone.
          Someone who learns your password still cannot sign in.
        </Typography.Text>
        <Button type="primary" onClick={() => setStep('password')}>
          Turn on
        </Button>
      </Flex>
    );
  }

  return (
    <Card title="Two-factor sign-in" extra={user.twoFactorEnabled ? <Tag color="success">On</Tag> : <Tag>Off</Tag>}>
      {failure ? <Alert type="error" showIcon title={errorOf(failure)} style={{ marginBottom: 16 }} /> : null}
      {body}
    </Card>
  );
}
