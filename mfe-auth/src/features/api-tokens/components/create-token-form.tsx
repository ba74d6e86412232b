import { useAtomValue } from 'jotai';
import { Button, Form, Input, Radio } from 'antd';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  ERRORS,
  TWO_FACTOR_DIGITS,
  apiTokenCreateSchema,
  totpCodeSchema,
  type CreatedApiToken,
} from '@brandcast/shared';
import { authAtom, getErrorMessage, toast } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { useCreateApiToken } from '../api/api-tokens';

interface Values {
  name: string;
  scope: 'read' | 'write';
  expires?: string;
  /** With two-factor sign-in on: the app's current code. */
  twoFactorCode?: string;
}

/** Tomorrow, as an <input type="date"> value: the earliest expiry the API takes. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Name, scope and an optional expiry date (the token stops working at the start of that day, UTC). */
export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateApiToken();
  const { user } = useAtomValue(authAtom);
  const submit = (values: Values) =>
    create.mutate(
      {
        name: values.name,
        scope: values.scope,
        expiresAt: values.expires ? `${values.expires}T00:00:00Z` : null,
        ...(values.twoFactorCode ? { twoFactorCode: values.twoFactorCode } : {}),
      },
      {
        onSuccess: (token) => {
          form.resetFields();
          onCreated(token);
        },
        onError: (error) => {
          // A code works once: a refused one is of no use for the next try.
          form.setFieldValue('twoFactorCode', undefined);
          toast.error(getErrorMessage(error, ERRORS.createApiTokenFailed));
        },
      },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ scope: 'read' }}
      onFinish={submit}
      requiredMark="optional"
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        name="name"
        label="Name"
        required
        rules={zodRule(apiTokenCreateSchema.shape.name)}
        extra="After what will use it, e.g. “Reporting script”."
      >
        <Input maxLength={API_TOKEN_NAME_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Form.Item name="scope" label="Scope" required>
        <Radio.Group
          options={[
            { value: 'read', label: 'Read: it can only read (GET)' },
            { value: 'write', label: 'Write: it can also create, change and delete' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="expires"
        label="Expires on"
        extra="Leave empty for a token that works until you revoke it."
        rules={[
          {
            validator: (_rule, value?: string) =>
              !value || value >= tomorrow()
                ? Promise.resolve()
                : Promise.reject(new Error('Choose a date after today')),
          },
        ]}
      >
        <Input type="date" min={tomorrow()} style={{ maxWidth: 220 }} />
      </Form.Item>
      {user?.twoFactorEnabled ? (
        <Form.Item
          name="twoFactorCode"
          label="Code from your authenticator app"
          required
          rules={zodRule(totpCodeSchema)}
          extra="Two-factor sign-in is on: creating a token needs the current code."
        >
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={TWO_FACTOR_DIGITS}
            style={{ maxWidth: 160, letterSpacing: '0.2em' }}
          />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Create token
      </Button>
    </Form>
  );
}
