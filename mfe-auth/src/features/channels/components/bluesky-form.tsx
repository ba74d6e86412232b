import { Alert, Button, Checkbox, Form, Input, type FormInstance, type InputRef } from 'antd';
import type { Ref } from 'react';
import { blueskyConnectSchema } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { CHANNEL_ERRORS, useConnectBluesky } from '../api/channels';
import { atHandle } from './channel-format';

export interface BlueskyValues {
  handle: string;
  appPassword: string;
  /** Sign in at a PDS of one's own rather than bsky.social. */
  ownPds?: boolean;
  service?: string;
}

const PDS_REQUIRED = 'Type your PDS’s address, e.g. pds.example.com';
const serviceSchema = blueskyConnectSchema.shape.service.unwrap();
const serviceRules = [
  { required: true, message: PDS_REQUIRED },
  {
    validator: async (_rule: unknown, value?: string) => {
      const result = serviceSchema.safeParse(value ?? '');
      if (value && !result.success) throw new Error(result.error.issues[0]?.message ?? PDS_REQUIRED);
    },
  },
];

export interface BlueskyFormProps {
  /** The tab's: Reconnect fills the handle in. */
  form: FormInstance<BlueskyValues>;
  /** The app password's field: Reconnect puts the cursor there. */
  passwordRef: Ref<InputRef>;
}

/** Handle and app password (never the account's password); a PDS of one's own behind a checkbox. */
export function BlueskyForm({ form, passwordRef }: BlueskyFormProps) {
  const connect = useConnectBluesky();
  const ownPds = Form.useWatch('ownPds', form);
  const submit = (values: BlueskyValues) =>
    connect.mutate(
      blueskyConnectSchema.parse({
        handle: values.handle,
        appPassword: values.appPassword,
        ...(values.ownPds && values.service ? { service: values.service } : {}),
      }),
      {
        onSuccess: (channel) => {
          form.resetFields();
          toast.success(`${atHandle(channel.handle)} is connected: Brandcast can publish there.`);
        },
      },
    );
  return (
    <Form form={form} name="bluesky-connect" layout="vertical" onFinish={submit} requiredMark="optional">
      <Form.Item name="handle" label="Handle" required rules={zodRule(blueskyConnectSchema.shape.handle)}>
        <Input placeholder="yourname.bsky.social" autoComplete="off" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="appPassword"
        label="App password"
        required
        rules={zodRule(blueskyConnectSchema.shape.appPassword)}
        extra="Not your account password: make an app password in Bluesky → Settings → Privacy and security → App passwords."
      >
        <Input.Password ref={passwordRef} autoComplete="off" />
      </Form.Item>
      <Form.Item name="ownPds" valuePropName="checked" extra="On bsky.social unless you host your own.">
        <Checkbox>I host my own PDS</Checkbox>
      </Form.Item>
      {ownPds ? (
        <Form.Item name="service" label="Your own PDS" required rules={serviceRules}>
          <Input placeholder="pds.example.com" autoComplete="off" inputMode="url" spellCheck={false} />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={connect.isPending}>
        Connect Bluesky
      </Button>
      {connect.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={getErrorMessage(connect.error, CHANNEL_ERRORS.bluesky)}
        />
      ) : null}
    </Form>
  );
}
