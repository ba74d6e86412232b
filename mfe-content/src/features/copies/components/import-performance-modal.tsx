import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { useId, useState } from 'react';
import { count, formatNumber } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useImportPerformance, type PerformanceImportResult } from '../api/import-performance';
import { COPY_ERRORS } from '../copy-errors';
import {
  parsePerformanceCsv,
  readText,
  type ParsedPerformanceCsv,
  type PerformanceImportRow,
} from '../utils/performance-csv';
import { PERFORMANCE_LABELS } from './performance-modal';

const PREVIEW_ROWS = 5;

/** Pick a CSV, see what will be imported and what will be skipped, then import; the answer says what happened. */
export function ImportPerformanceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  const [fileName, setFileName] = useState<string>();
  const [parsed, setParsed] = useState<ParsedPerformanceCsv>();
  const [result, setResult] = useState<PerformanceImportResult>();
  const importRows = useImportPerformance();

  const close = () => {
    setFileName(undefined);
    setParsed(undefined);
    setResult(undefined);
    importRows.reset();
    onClose();
  };

  const pick = async (file: File | undefined) => {
    setResult(undefined);
    importRows.reset();
    if (!file) return setParsed(undefined);
    setFileName(file.name);
    try {
      setParsed(parsePerformanceCsv(await readText(file)));
    } catch {
      setParsed({ rows: [], skipped: [], columns: [], error: `${file.name} could not be read. Pick the file again.` });
    }
  };

  const rows = parsed?.rows ?? [];
  const canImport = !result && rows.length > 0;

  return (
    <Modal
      title="Import performance from a CSV"
      open={open}
      onCancel={close}
      width={720}
      footer={
        <Space>
          <Button onClick={close}>{result ? 'Done' : 'Cancel'}</Button>
          {result ? null : (
            <Button
              type="primary"
              disabled={!canImport}
              loading={importRows.isPending}
              onClick={() => importRows.mutate(rows, { onSuccess: setResult })}
            >
              {`Import ${count(rows.length, 'row')}`}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        The first row names the columns: <code>id</code> and any of{' '}
        {Object.keys(PERFORMANCE_LABELS).map((column, index) => (
          <span key={column}>
            {index > 0 ? ', ' : null}
            <code>{column}</code>
          </span>
        ))}
        . Other columns are ignored and an empty cell keeps the number as it is. &quot;Download CSV&quot; on the copies
        page gives a file to fill in.
      </Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label htmlFor={inputId}>CSV file</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        {parsed?.error ? <Alert type="error" showIcon title={parsed.error} /> : null}
        {parsed && !parsed.error ? (
          <>
            <Typography.Text>
              {fileName}: {count(rows.length, 'row')} to import
              {parsed.skipped.length ? `, ${parsed.skipped.length} to skip` : ''}.
            </Typography.Text>
            {rows.length ? <PreviewTable rows={rows.slice(0, PREVIEW_ROWS)} columns={parsed.columns} /> : null}
            {rows.length > PREVIEW_ROWS ? (
              <Typography.Text type="secondary">and {rows.length - PREVIEW_ROWS} more.</Typography.Text>
            ) : null}
            {parsed.skipped.length ? (
              <SkippedList
                title="These rows will be skipped"
                items={parsed.skipped.map((row) => `Line ${row.line}${row.id ? ` (${row.id})` : ''}: ${row.reason}`)}
              />
            ) : null}
          </>
        ) : null}
        {importRows.isError ? (
          <Alert type="error" showIcon title={getErrorMessage(importRows.error, COPY_ERRORS.import)} />
        ) : null}
        {result ? (
          <div role="status">
            <Alert
              type={result.skipped.length ? 'warning' : 'success'}
              showIcon
              title={`Updated ${count(result.updated, 'copy', 'copies')}${
                result.skipped.length ? `; skipped ${result.skipped.length}` : ''
              }.`}
            />
            {result.skipped.length ? (
              <SkippedList
                title="Skipped by the server"
                items={result.skipped.map((row) => `${row.id}: ${row.reason}`)}
              />
            ) : null}
          </div>
        ) : null}
      </Space>
    </Modal>
  );
}

function PreviewTable({
  rows,
  columns,
}: {
  rows: PerformanceImportRow[];
  columns: (keyof typeof PERFORMANCE_LABELS)[];
}) {
  return (
    <Table<PerformanceImportRow>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: true }}
      dataSource={rows}
      columns={[
        { title: 'id', dataIndex: 'id', render: (id: string) => <code>{id.slice(0, 8)}…</code> },
        ...columns.map((column) => ({
          title: PERFORMANCE_LABELS[column],
          dataIndex: column,
          render: (value: number | undefined) => (value === undefined ? '—' : formatNumber(value)),
        })),
      ]}
    />
  );
}

function SkippedList({ title, items }: { title: string; items: string[] }) {
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
