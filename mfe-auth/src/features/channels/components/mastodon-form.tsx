import { Alert, Button, Form, Input, type FormInstance } from 'antd';
import { mastodonConnectSchema } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { CHANNEL_ERRORS } from '../api/channels';

export interface MastodonValues {
  server: string;
}

export interface MastodonFormProps {
  /** The tab's: Reconnect fills the server in. */
  form: FormInstance<MastodonValues>;
  /** Asks for the server's sign-in page; the browser then goes there. */
  onStart: (server: string) => void;
  pending: boolean;
  /** Why the last start failed, if it did. */
  error: unknown;
}

/** The Mastodon server's address: the sign-in happens on that server's own page, never here. */
export function MastodonForm({ form, onStart, pending, error }: MastodonFormProps) {
  return (
    <Form
      form={form}
      name="mastodon-connect"
      layout="vertical"
      requiredMark={false}
      onFinish={(values: MastodonValues) => onStart(mastodonConnectSchema.parse(values).server)}
    >
      <Form.Item
        name="server"
        label="Your server"
        rules={zodRule(mastodonConnectSchema.shape.server)}
        extra="Where your Mastodon account lives. You sign in on its own page and allow Brandcast to post: Brandcast never sees your password."
      >
        <Input placeholder="mastodon.social" autoComplete="off" inputMode="url" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        Continue on your server
      </Button>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={getErrorMessage(error, CHANNEL_ERRORS.mastodon)}
        />
      ) : null}
    </Form>
  );
}
