import { useAtomValue } from 'jotai';
import { Button, Form, Input, Layout, Space, Typography, Alert } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ERRORS } from '../constants/errors';
import {
  api,
  authAtom,
  clearSession,
  getErrorMessage,
  setSession,
  startSessionKeepAlive,
} from '@brandcast/shared/client';
import type { User } from '../types';
import { authEndpoints } from '../api/auth';

/**
 * A remote's shell when it runs alone (`pnpm --filter <remote> dev`): the same providers as the host,
 * and a sign-in through the real API, so the remote can be worked on without the host.
 */
export function DevShell({ name, children }: { name: string; children: ReactNode }) {
  const { user } = useAtomValue(authAtom);
  const { pathname, state } = useLocation();
  const elsewhere = (state as OtherRemoteState | null)?.fromOtherRemote;
  // As in the host: the token is refreshed while the remote is used alone.
  useEffect(() => startSessionKeepAlive(), []);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff' }}>
        <Typography.Text strong>Brandcast</Typography.Text>
        <Typography.Text type="secondary">{name} (standalone)</Typography.Text>
        <span style={{ flex: 1 }} />
        {user ? (
          <Space>
            <span>
              {user.firstName} {user.lastName}
            </span>
            <Button onClick={clearSession}>Sign out</Button>
          </Space>
        ) : null}
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {elsewhere ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`${elsewhere} belongs to the host or another remote, so ${name} alone brought you to ${pathname}.`}
            description="To use the whole app, run the host's dev server (pnpm --filter host dev) with every remote's."
          />
        ) : null}
        {user ? children : <DevSignIn />}
      </Layout.Content>
    </Layout>
  );
}

interface OtherRemoteState {
  fromOtherRemote?: string;
}

/**
 * A standalone remote's catch-all: a path it does not have (another remote's, like /dashboard after
 * signing in) goes to `to`, and the dev shell there says where the developer came from and why.
 */
export function OtherRemoteRedirect({ to }: { to: string }) {
  const { pathname, search } = useLocation();
  const state: OtherRemoteState | null = pathname === '/' ? null : { fromOtherRemote: pathname + search };
  return <Navigate to={to} replace state={state} />;
}

function DevSignIn() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: { email: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      setSession(await api.post<{ token: string; user: User }>(authEndpoints.signIn, values));
    } catch (err) {
      setError(getErrorMessage(err, ERRORS.loginFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form noValidate layout="vertical" style={{ maxWidth: 360 }} onFinish={onFinish} requiredMark={false}>
      <Typography.Title level={4}>Sign in to work on this remote</Typography.Title>
      {error ? <Alert type="error" title={error} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Email is required' }]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Sign in
      </Button>
    </Form>
  );
}
