import { useState } from 'react';
import { Alert, Button, Flex, Progress, Segmented, Typography } from 'antd';
import { ERRORS, RANGE_LABELS, type ExportFormat, type TimeRange } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useExportJob, useStartExport } from '../api/export-analytics';

/**
 * Export the range's numbers per copy and day: the job's progress as a bar, then the file's download
 * (a short-lived signed address, so it downloads without signing in again).
 */
export function ExportPanel({ range }: { range: TimeRange }) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const start = useStartExport();
  const job = useExportJob(start.data?.id);
  const current = job.data ?? start.data;
  const failed = start.isError || job.isError || current?.state === 'failed';
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Paragraph style={{ margin: 0 }}>
        {`Every copy's views, likes, comments, shares, retweets and clicks per day, ${RANGE_LABELS[range].toLowerCase()}.`}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Segmented<ExportFormat>
          aria-label="File format"
          value={format}
          onChange={setFormat}
          options={[
            { value: 'csv', label: 'CSV' },
            { value: 'json', label: 'JSON' },
          ]}
        />
        <Button
          type="primary"
          loading={start.isPending || current?.state === 'generating'}
          onClick={() => start.mutate({ range, format })}
        >
          Export
        </Button>
      </Flex>
      {current ? (
        <Progress
          percent={current.percentage}
          status={failed ? 'exception' : current.state === 'completed' ? 'success' : 'active'}
          aria-label="Export progress"
          style={{ maxWidth: 360 }}
        />
      ) : null}
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={current?.error ?? getErrorMessage(start.error ?? job.error, ERRORS.exportAnalyticsFailed)}
        />
      ) : null}
      {current?.state === 'completed' && current.url ? (
        <a href={current.url} download={current.filename ?? undefined}>
          {`Download ${current.filename}`}
        </a>
      ) : null}
    </Flex>
  );
}
