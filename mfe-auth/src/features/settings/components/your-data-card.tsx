import { useState } from 'react';
import { Alert, Button, Card, Divider, Flex, Progress, Skeleton, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  ACCOUNT_EXPORT_KEPT_HOURS,
  ACCOUNT_TEXTS,
  formatBytes,
  formatDateTime,
  type AccountExportJob,
} from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useLatestExport, useStartExport } from '../api/account-export';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Where an export stands, in words and a bar: read out as it changes (role="status"). */
function ExportState({ job }: { job: AccountExportJob }) {
  if (job.state === 'generating') {
    const percent = Math.round((job.partsDone / job.partsTotal) * 100);
    return (
      <Flex vertical gap={4}>
        <Progress percent={percent} status="active" aria-label="Export progress" style={{ maxWidth: 360 }} />
        <Typography.Text role="status">
          {job.part
            ? `Preparing ${job.part.toLowerCase()}: ${job.partsDone} of ${job.partsTotal} parts done`
            : 'Starting the export…'}
        </Typography.Text>
      </Flex>
    );
  }
  if (job.state === 'failed') return <Alert type="error" showIcon title={job.error ?? ACCOUNT_TEXTS.exportFailed} />;
  return (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text role="status">{`Your archive is ready (${formatBytes(job.size ?? 0)}). It is kept until ${formatDateTime(job.expiresAt)}.`}</Typography.Text>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        href={job.url ?? undefined}
        download={job.filename ?? undefined}
      >
        Download your data
      </Button>
    </Flex>
  );
}

/**
 * Settings → Profile: "Your data": everything of the account as one archive, followed while it is prepared, then
 * downloaded; and, in a danger zone, deleting the account (the dialog says first what will happen).
 */
export function YourDataCard() {
  const latest = useLatestExport();
  const start = useStartExport();
  const [deleting, setDeleting] = useState(false);
  const job = latest.data ?? null;
  const running = job?.state === 'generating';
  return (
    <Card title="Your data">
      <Flex vertical gap={12} align="stretch">
        <Typography.Paragraph style={{ margin: 0 }}>
          Download everything of your account as one archive of JSON files (.tar.gz): your profile, preferences,
          projects, messages, copies, scripts, the list of your recordings, analytics, credit ledger and notifications,
          with a README saying what each file holds. {ACCOUNT_TEXTS.exportKept(ACCOUNT_EXPORT_KEPT_HOURS)}
        </Typography.Paragraph>
        {latest.isPending ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
        {latest.isError ? (
          <Alert
            type="error"
            showIcon
            title={getErrorMessage(latest.error, 'Your exports could not be loaded.')}
            action={
              <Button size="small" onClick={() => latest.refetch()}>
                Retry
              </Button>
            }
          />
        ) : null}
        {latest.isSuccess && !job ? <Typography.Text type="secondary">You have no export yet.</Typography.Text> : null}
        {job ? <ExportState job={job} /> : null}
        {start.isError ? (
          <Alert type="error" showIcon title={getErrorMessage(start.error, ACCOUNT_TEXTS.exportFailed)} />
        ) : null}
        <div>
          <Button
            type={job?.state === 'completed' ? 'default' : 'primary'}
            loading={start.isPending || running}
            disabled={latest.isPending}
            onClick={() => start.mutate()}
          >
            {running ? 'Preparing your data…' : job?.state === 'completed' ? 'Export again' : 'Export all my data'}
          </Button>
        </div>
      </Flex>
      <Divider />
      <section aria-labelledby="danger-zone">
        <Typography.Title level={5} type="danger" id="danger-zone" style={{ marginTop: 0 }}>
          Danger zone
        </Typography.Title>
        <Typography.Paragraph>
          Deleting your account removes it and everything of it for good: it cannot be undone. Export your data first to
          keep a copy.
        </Typography.Paragraph>
        <Button danger onClick={() => setDeleting(true)}>
          Delete account…
        </Button>
      </section>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}
