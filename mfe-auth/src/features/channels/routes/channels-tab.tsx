import { Card, Col, Form, Row, Space, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import type { Channel } from '@brandcast/shared';
import { useStartMastodon } from '../api/channels';
import { BlueskyForm, type BlueskyValues } from '../components/bluesky-form';
import { hostOf, ownPds } from '../components/channel-format';
import { ChannelList } from '../components/channel-list';
import { ConnectOutcome } from '../components/connect-outcome';
import { MastodonForm, type MastodonValues } from '../components/mastodon-form';

const leaveFor = (url: string) => window.location.assign(url);

export interface ChannelsTabProps {
  /** Sends the browser to the Mastodon server's sign-in page (a full page load); tests pass their own. */
  goTo?: (url: string) => void;
}

/**
 * Settings → Channels (issue 30): the places Brandcast publishes to. Bluesky connects here with an app password;
 * Mastodon on the server's own sign-in page, which sends the browser back here.
 */
export default function ChannelsTab({ goTo = leaveFor }: ChannelsTabProps) {
  const [blueskyForm] = Form.useForm<BlueskyValues>();
  const [mastodonForm] = Form.useForm<MastodonValues>();
  const blueskyCard = useRef<HTMLDivElement>(null);
  const mastodonCard = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<InputRef>(null);
  const [reconnectingId, setReconnectingId] = useState<string | null>(null);
  const mastodon = useStartMastodon(goTo);
  const startMastodon = (server: string, channelId: string | null = null) => {
    setReconnectingId(channelId);
    mastodon.mutate(
      { server },
      // A reconnection's failure is told under the Mastodon form: it is brought into view.
      { onError: () => channelId && mastodonCard.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }) },
    );
  };
  const reconnect = (channel: Channel) => {
    if (channel.platform === 'mastodon') {
      mastodonForm.setFieldsValue({ server: hostOf(channel.server) });
      startMastodon(channel.server, channel.id);
      return;
    }
    const custom = ownPds(channel);
    blueskyForm.setFieldsValue({
      handle: channel.handle,
      appPassword: undefined,
      ownPds: custom,
      service: custom ? hostOf(channel.server) : undefined,
    });
    blueskyCard.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    passwordRef.current?.focus({ preventScroll: true });
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
      <ConnectOutcome />
      <Card title="Your channels" role="region" aria-label="Your channels">
        <Typography.Paragraph type="secondary">
          A channel is an account of yours that Brandcast can publish to: X copies go out there as posts, straight from
          Brandcast.
        </Typography.Paragraph>
        <ChannelList onReconnect={reconnect} reconnectingId={mastodon.isPending ? reconnectingId : null} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title="Connect Bluesky" ref={blueskyCard} style={{ height: '100%' }}>
            <BlueskyForm form={blueskyForm} passwordRef={passwordRef} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Connect Mastodon" ref={mastodonCard} style={{ height: '100%' }}>
            <MastodonForm
              form={mastodonForm}
              onStart={(server) => startMastodon(server)}
              pending={mastodon.isPending}
              error={mastodon.error}
            />
          </Card>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">
        X, LinkedIn, Facebook, Instagram and YouTube are not connectable yet: they need this installation’s own app
        registered with each platform, which is coming.
      </Typography.Paragraph>
    </Space>
  );
}
