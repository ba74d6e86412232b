import { Button, Form, Space, Statistic, Table, Typography } from 'antd';
import {
  CLICK_COUNTING_NOTE,
  CREDIT_COSTS,
  ERRORS,
  canDoToMessage,
  formatDateTime,
  count,
  type Message,
  type SplitTestLink,
} from '@brandcast/shared';
import { toast } from '@brandcast/shared/client';
import { useTestMessage } from '../api/test-message';
import { RequestError } from '../../../components/request-error';
import { canChange, leadingArm } from '../utils/message-rules';
import { SplitTestTarget, splitTestBody, type SplitTestTargetValues } from './split-test-target';

async function copyLink(link: SplitTestLink) {
  try {
    await navigator.clipboard.writeText(link.url);
    toast.success(`The link for ${link.label} was copied.`);
  } catch {
    toast.error('The link could not be copied: select it and copy it by hand.');
  }
}

/**
 * The split test: running it measures the score and gives every arm (the message, each variant) a
 * tracked link; the clicks on those links are counted here.
 */
export function SplitTestSection({
  message,
  refreshing,
  onRefresh,
}: {
  message: Message;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const test = useTestMessage(message.id);
  const results = message.testResults;
  const leader = results ? leadingArm(results) : null;
  const allowed = canChange(message.role) && canDoToMessage('test', message.status);

  return (
    <section aria-labelledby="split-test-heading">
      <Typography.Title level={3} id="split-test-heading">
        Split test
      </Typography.Title>
      {results ? (
        <>
          <Space wrap size="large" style={{ marginBottom: 8 }}>
            <Statistic title="Total clicks" value={results.totalClicks} />
            <div>
              <Typography.Text type="secondary">Leader</Typography.Text>
              <div>
                <Typography.Text strong>
                  {leader ? `${leader.label}, with ${count(leader.clicks, 'click')}` : 'No leader yet'}
                </Typography.Text>
              </div>
            </div>
            <Button onClick={onRefresh} loading={refreshing}>
              Refresh clicks
            </Button>
          </Space>
          <Typography.Paragraph type="secondary">
            Started {formatDateTime(results.startedAt)}. Share each link where that wording appears; it leads to{' '}
            {results.links[0]?.targetUrl ?? 'the target page'}. {CLICK_COUNTING_NOTE}
          </Typography.Paragraph>
          <Table<SplitTestLink>
            rowKey="code"
            size="small"
            pagination={false}
            dataSource={results.links}
            scroll={{ x: true }}
            columns={[
              {
                title: 'Arm',
                key: 'arm',
                render: (_, link) => (
                  <div style={{ maxWidth: 360 }}>
                    <Typography.Text strong>{link.label}</Typography.Text>
                    {link === leader ? <Typography.Text type="success"> · leading</Typography.Text> : null}
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {link.content}
                    </Typography.Paragraph>
                  </div>
                ),
              },
              {
                title: 'Link',
                key: 'link',
                render: (_, link) => (
                  <Space wrap>
                    <Typography.Text code>{link.url}</Typography.Text>
                    <Button
                      size="small"
                      aria-label={`Copy the link for ${link.label}`}
                      onClick={() => void copyLink(link)}
                    >
                      Copy
                    </Button>
                  </Space>
                ),
              },
              { title: 'Clicks', dataIndex: 'clicks', align: 'right' },
            ]}
          />
        </>
      ) : (
        <Typography.Paragraph type="secondary">
          Not tested yet. A split test measures the score of this message (stored with it) and gives the message and
          each variant a tracked link; share them and the clicks show which wording works.
        </Typography.Paragraph>
      )}
      {allowed ? (
        <Form
          layout="vertical"
          requiredMark={false}
          disabled={test.isPending}
          style={{ marginTop: 16, maxWidth: 560 }}
          onFinish={(values: SplitTestTargetValues) =>
            test.mutate(splitTestBody(values), {
              onSuccess: () => toast.success('The split test started: share the links below.'),
            })
          }
        >
          <SplitTestTarget projectId={message.projectId} />
          <Button type="primary" htmlType="submit" loading={test.isPending}>
            {results ? 'Run a new split test' : 'Run split test'} — {CREDIT_COSTS.splitTest} credits
          </Button>
          {results ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              A new test replaces these links and starts counting from zero.
            </Typography.Paragraph>
          ) : null}
        </Form>
      ) : null}
      {test.isError ? (
        <RequestError error={test.error} fallback={ERRORS.testMessageFailed} style={{ marginTop: 16 }} />
      ) : null}
    </section>
  );
}
