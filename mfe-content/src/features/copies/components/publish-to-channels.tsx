import { Alert, Button, Flex, Select, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CHANNEL_COPY_PLATFORMS,
  CHANNEL_LABELS,
  CHANNEL_PLATFORMS,
  PLATFORM_LABELS,
  formatDateTime,
  paths,
  type Channel,
  type Copy,
  type Publication,
  type PublicationState,
} from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import {
  useCancelPublication,
  useChannels,
  usePublications,
  usePublish,
  useRetryPublication,
} from '../api/publications';

const STATE: Record<PublicationState, { color: string; label: string }> = {
  queued: { color: 'default', label: 'Queued' },
  publishing: { color: 'processing', label: 'Publishing' },
  published: { color: 'success', label: 'Published' },
  failed: { color: 'error', label: 'Failed' },
  unconfirmed: { color: 'warning', label: 'Unconfirmed' },
};

/** Which channel platforms publish this copy's platform (Mastodon and Bluesky take X copies). */
const takers = (copy: Copy) => CHANNEL_PLATFORMS.filter((p) => CHANNEL_COPY_PLATFORMS[p].includes(copy.platform));

function PublicationRow({
  copyId,
  publication,
  readOnly,
}: {
  copyId: string;
  publication: Publication;
  readOnly: boolean;
}) {
  const retry = useRetryPublication(copyId);
  const cancel = useCancelPublication(copyId);
  const { color, label } = STATE[publication.state];
  const fail = (fallback: string) => (error: unknown) => void toast.error(getErrorMessage(error, fallback));
  return (
    <Flex component="li" gap={8} justify="space-between" align="start" wrap style={{ padding: '8px 0' }}>
      <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap align="center">
          <Tag color={color}>{label}</Tag>
          <Typography.Text strong>{CHANNEL_LABELS[publication.platform]}</Typography.Text>
          <Typography.Text>{publication.handle}</Typography.Text>
        </Flex>
        {publication.postUrl ? (
          <Typography.Link href={publication.postUrl} target="_blank" rel="noopener noreferrer">
            See the post{publication.publishedAt ? ` (${formatDateTime(publication.publishedAt)})` : ''}
          </Typography.Link>
        ) : null}
        {publication.error && publication.state !== 'published' ? (
          <Typography.Text type={publication.state === 'failed' ? 'danger' : 'secondary'}>
            {publication.error}
          </Typography.Text>
        ) : null}
      </Space>
      {readOnly ? null : publication.state === 'failed' || publication.state === 'unconfirmed' ? (
        <Button
          size="small"
          loading={retry.isPending}
          onClick={() => retry.mutate(publication.id, { onError: fail('Could not try it again') })}
        >
          Try again
        </Button>
      ) : publication.state === 'queued' ? (
        <Button
          size="small"
          loading={cancel.isPending}
          onClick={() => cancel.mutate(publication.id, { onError: fail('Could not cancel it') })}
        >
          Cancel
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * Publishing the copy straight to the caller's connected channels (issue 30), and where it went. Edits on screen
 * are saved first (`beforePublish`), so what goes out is what is shown. A viewer sees where it went only.
 */
export function PublishToChannels({
  copy,
  beforePublish,
  readOnly,
  problem,
}: {
  copy: Copy;
  beforePublish: () => Promise<void>;
  readOnly: boolean;
  problem: string | undefined;
}) {
  const labelId = useId();
  const platforms = takers(copy);
  const publications = usePublications(copy.id);
  const channels = useChannels(!readOnly && platforms.length > 0);
  const publish = usePublish(copy.id);
  const [chosen, setChosen] = useState<string[]>([]);
  if (platforms.length === 0 && (publications.data?.length ?? 0) === 0) return null;

  const sentTo = new Set(publications.data?.map((p) => p.channelId));
  const open = (channels.data ?? []).filter(
    (c: Channel) => platforms.includes(c.platform) && c.state === 'connected' && !sentTo.has(c.id),
  );
  const needReconnect = (channels.data ?? []).filter((c) => platforms.includes(c.platform) && c.state === 'reconnect');
  const names = platforms.map((p) => CHANNEL_LABELS[p]).join(' and ');

  const send = () =>
    beforePublish()
      .then(() => publish.mutateAsync(chosen))
      .then(() => {
        setChosen([]);
        toast.success('On its way: each channel shows its post here once it is out.');
      })
      .catch((error: unknown) => toast.error(getErrorMessage(error, 'Could not publish it')));

  return (
    <section aria-labelledby={labelId}>
      <Typography.Title level={5} id={labelId} style={{ marginTop: 0 }}>
        Publish to your channels
      </Typography.Title>
      {publications.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(publications.error, 'Could not load where it went')} />
      ) : null}
      {publications.data && publications.data.length > 0 ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Where it went">
          {publications.data.map((p) => (
            <PublicationRow key={p.id} copyId={copy.id} publication={p} readOnly={readOnly} />
          ))}
        </ul>
      ) : null}
      {readOnly || platforms.length === 0 ? null : channels.isPending ? (
        <Typography.Text type="secondary">Loading your channels…</Typography.Text>
      ) : channels.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(channels.error, 'Could not load your channels')}
          action={<Button onClick={() => void channels.refetch()}>Try again</Button>}
        />
      ) : open.length === 0 ? (
        <Typography.Text type="secondary">
          {needReconnect.length > 0
            ? `Reconnect ${needReconnect.map((c) => c.handle).join(', ')} to publish there: `
            : (channels.data ?? []).some((c) => platforms.includes(c.platform))
              ? `It went to every ${names} channel you have. Add another: `
              : `${PLATFORM_LABELS[copy.platform]} copies go out to ${names} from here. Connect one: `}
          {/* Underlined: a link inside a sentence is told apart by more than its colour. */}
          <Link to={paths.settingsChannels} style={{ textDecoration: 'underline' }}>
            Settings → Channels
          </Link>
        </Typography.Text>
      ) : (
        <Flex gap={8} wrap align="center">
          <Select
            mode="multiple"
            aria-label="Channels to publish to"
            placeholder="Pick channels"
            style={{ minWidth: 240, flex: '1 1 240px' }}
            value={chosen}
            onChange={setChosen}
            options={open.map((c) => ({ value: c.id, label: `${CHANNEL_LABELS[c.platform]}: ${c.handle}` }))}
          />
          <Button
            type="primary"
            onClick={() => void send()}
            disabled={chosen.length === 0 || Boolean(problem)}
            loading={publish.isPending}
          >
            Publish now
          </Button>
        </Flex>
      )}
    </section>
  );
}
