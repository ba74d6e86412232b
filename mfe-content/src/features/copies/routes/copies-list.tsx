import { Button, Col, Empty, Pagination, Row, Select, Space, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import {
  CLICK_COUNTING_NOTE,
  COPY_STATUSES,
  DEFAULT_PAGE_SIZE,
  PLATFORM_LABELS,
  PLATFORMS,
  paths,
  type CopyStatus,
  type Platform,
} from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import {
  ButtonLink,
  ListSearch,
  PageSpinner,
  QueryError,
  listPaging,
  useIsMobile,
  useUrlFilters,
  ProjectPicker,
} from '@brandcast/shared/ui';
import { getAllCopies, useCopies } from '../api/get-copies';
import { CopiesTable } from '../components/copies-table';
import { CopyDrawer } from '../components/copy-drawer';
import { CopyListCard } from '../components/copy-list-card';
import { COPY_STATUS_LABELS } from '../components/copy-status-tag';
import { ImportPerformanceModal } from '../components/import-performance-modal';
import { COPY_ERRORS } from '../copy-errors';
import { copiesToCsv, downloadFile } from '../utils/performance-csv';

const ALL = 'all';
const OPEN_COPY_PARAM = ['copy'] as const;
const isPlatform = (value: string | null): value is Platform => PLATFORMS.includes(value as Platform);
const platformOptions = [ALL, ...PLATFORMS].map((value) => ({
  value,
  label: value === ALL ? 'All platforms' : PLATFORM_LABELS[value as Platform],
}));
const isStatus = (value: string | null): value is CopyStatus => COPY_STATUSES.includes(value as CopyStatus);

/** /copies: every copy the user can read, by platform and status, with their performance numbers. */
export default function CopiesListRoute() {
  const isMobile = useIsMobile();
  // Opening a copy (?copy=) keeps the page the list is on.
  const { params, page, update } = useUrlFilters(OPEN_COPY_PARAM);
  const projectId = params.get('projectId') ?? undefined;
  const openCopyId = params.get('copy') ?? undefined;
  const open = (copyId: string) => update({ copy: copyId });
  const platform = isPlatform(params.get('platform')) ? (params.get('platform') as Platform) : undefined;
  const status = isStatus(params.get('status')) ? (params.get('status') as CopyStatus) : undefined;
  const search = params.get('search') ?? undefined;
  const [importing, setImporting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const filters = { projectId, platform, status, search };
  const copies = useCopies({ page, size: DEFAULT_PAGE_SIZE, ...filters });

  const download = () => {
    setDownloading(true);
    getAllCopies(filters)
      .then((all) => downloadFile('brandcast-copies.csv', copiesToCsv(all)))
      .catch((error: unknown) => toast.error(getErrorMessage(error, COPY_ERRORS.fetch)))
      .finally(() => setDownloading(false));
  };

  const filtered = Boolean(projectId || platform || status || search);
  const total = copies.data?.pagination.total ?? 0;
  const paging = listPaging(page, total, (next) => update({ page: String(next) }));
  const newCopyPath = projectId ? `${paths.copyNew}?projectId=${encodeURIComponent(projectId)}` : paths.copyNew;

  const content = copies.isPending ? (
    <PageSpinner label="Loading copies" />
  ) : copies.isError ? (
    <QueryError query={copies} fallback={COPY_ERRORS.fetch} />
  ) : total === 0 && !filtered ? (
    <Empty description="No copies yet. Generate posts for your platforms from a project or one of its brand messages.">
      <ButtonLink to={paths.copyNew} type="primary">
        Generate your first copy
      </ButtonLink>
    </Empty>
  ) : isMobile ? (
    <Spin spinning={copies.isFetching}>
      {copies.data.data.length === 0 ? (
        <Empty description="No copies match these filters." />
      ) : (
        <Row gutter={[12, 12]}>
          {copies.data.data.map((copy) => (
            <Col key={copy.id} xs={24}>
              <CopyListCard copy={copy} onOpen={open} />
            </Col>
          ))}
        </Row>
      )}
      <Pagination style={{ marginTop: 16, textAlign: 'right' }} {...paging} />
    </Spin>
  ) : (
    <CopiesTable copies={copies.data.data} paging={paging} loading={copies.isFetching} onOpen={open} />
  );

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Copies
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => setImporting(true)}>Import performance (CSV)</Button>
          <Button onClick={download} loading={downloading} disabled={total === 0}>
            Download CSV
          </Button>
          <ButtonLink to={newCopyPath} type="primary">
            Generate copy
          </ButtonLink>
        </Space>
      </Space>
      <Space wrap style={{ margin: '16px 0 0' }}>
        <ListSearch label="Search copies" value={search} onSearch={(value) => update({ search: value })} />
        <ProjectPicker
          aria-label="Project"
          allowClear
          placeholder="Any project"
          value={projectId}
          onChange={(value?: string) => update({ projectId: value })}
          style={{ width: 220 }}
        />
        <Select
          aria-label="Status"
          allowClear
          placeholder="Any status"
          value={status}
          onChange={(value?: CopyStatus) => update({ status: value })}
          options={COPY_STATUSES.map((value) => ({ value, label: COPY_STATUS_LABELS[value] }))}
          style={{ width: 150 }}
        />
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        Enter views, likes, shares, comments and retweets by hand (Actions, then Edit performance) or import them from a
        CSV. Clicks on a copy&apos;s tracked link are added to Clicks by themselves. {CLICK_COUNTING_NOTE}
      </Typography.Paragraph>
      {isMobile ? (
        // Nine tabs do not fit a phone's width: there the platform is picked like the other filters.
        <>
          <Select
            aria-label="Platform"
            value={platform ?? ALL}
            onChange={(key: string) => update({ platform: key === ALL ? undefined : key })}
            options={platformOptions}
            style={{ width: '100%', margin: '12px 0 16px' }}
          />
          {content}
        </>
      ) : (
        <Tabs
          activeKey={platform ?? ALL}
          onChange={(key) => update({ platform: key === ALL ? undefined : key })}
          items={platformOptions.map(({ value, label }) => ({
            key: value,
            label,
            // Only the shown platform renders the list: the tabs are a filter over one query.
            children: value === (platform ?? ALL) ? content : null,
          }))}
        />
      )}
      <ImportPerformanceModal open={importing} onClose={() => setImporting(false)} />
      <CopyDrawer copyId={openCopyId} onClose={() => update({ copy: undefined })} />
    </div>
  );
}
