import { Button, Col, Empty, Pagination, Row, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  writtenBy,
  DEFAULT_PAGE_SIZE,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  paths,
  type Message,
  type MessageStatus,
  type MessageType,
} from '@brandcast/shared';
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
import { useMessages } from '../api/get-messages';
import { MessageActions } from '../components/message-actions';
import { MessageCard } from '../components/message-card';
import { MessageStatusTag } from '../components/message-status-tag';
import { ScoreValue } from '../components/score-value';
import { MESSAGE_ERRORS, STATUS_LABELS, messageLabel } from '../utils/message-rules';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export default function MessagesListRoute() {
  const { params, page, update } = useUrlFilters();
  const mobile = useIsMobile();
  const projectId = params.get('projectId') ?? undefined;
  const status = oneOf(MESSAGE_STATUSES, params.get('status'));
  const type = oneOf(MESSAGE_TYPES, params.get('type'));
  const search = params.get('search') ?? undefined;
  const messages = useMessages({ page, size: DEFAULT_PAGE_SIZE, projectId, status, type, search });

  const filtered = Boolean(projectId || status || type || search);
  const total = messages.data?.pagination.total ?? 0;
  const rows = messages.data?.data ?? [];
  const newMessage = projectId ? `${paths.messageNew}?${new URLSearchParams({ projectId })}` : paths.messageNew;

  const clearFilters = () => update({ projectId: undefined, status: undefined, type: undefined, search: undefined });

  const paging = listPaging(page, total, (next) => update({ page: String(next) }));
  const pager = <Pagination style={{ marginTop: 16, textAlign: 'right' }} {...paging} />;

  let body;
  if (messages.isError) {
    body = <QueryError query={messages} fallback={MESSAGE_ERRORS.fetchMessages} />;
  } else if (messages.isPending) {
    // antd writes a spinner's description in the primary colour (under 4.5:1 on white): the label is read, not shown.
    body = <PageSpinner label="Loading messages" />;
  } else if (total === 0 && !filtered) {
    body = (
      <Empty description="No brand messages yet. A tagline or a value proposition says what your business is in one breath.">
        <ButtonLink to={newMessage} type="primary">
          Write your first message
        </ButtonLink>
      </Empty>
    );
  } else if (rows.length === 0) {
    body = (
      <Empty description="No messages match these filters.">
        <Button onClick={clearFilters}>Clear filters</Button>
      </Empty>
    );
  } else if (mobile) {
    body = (
      <Spin spinning={messages.isFetching}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {rows.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Space>
        {pager}
      </Spin>
    );
  } else {
    body = (
      <Table<Message>
        rowKey="id"
        loading={messages.isFetching}
        dataSource={rows}
        pagination={paging}
        scroll={{ x: true }}
        columns={[
          {
            title: 'Message',
            key: 'message',
            render: (_, message) => (
              <div style={{ maxWidth: 480 }}>
                <Link to={paths.message(message.id)}>{messageLabel(message)}</Link>
                {message.title.trim() ? (
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {message.content}
                  </Typography.Paragraph>
                ) : null}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {writtenBy(message.provider)}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: 'Project',
            key: 'project',
            render: (_, message) => <Link to={paths.project(message.projectId)}>{message.projectName}</Link>,
          },
          { title: 'Type', dataIndex: 'type', render: (value: MessageType) => <Tag>{MESSAGE_TYPE_LABELS[value]}</Tag> },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: MessageStatus) => <MessageStatusTag status={value} />,
          },
          { title: 'Score', key: 'score', render: (_, message) => <ScoreValue message={message} /> },
          { title: 'Actions', key: 'actions', render: (_, message) => <MessageActions message={message} compact /> },
        ]}
      />
    );
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Brand messages
        </Typography.Title>
        <ButtonLink to={newMessage} type="primary">
          New message
        </ButtonLink>
      </Space>
      <Row gutter={[8, 8]} style={{ margin: '16px 0' }}>
        <Col xs={24} md={8} lg={6}>
          <ListSearch
            label="Search messages"
            value={search}
            onSearch={(value) => update({ search: value })}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} sm={8} md={6} lg={6}>
          <ProjectPicker
            aria-label="Project"
            allowClear
            placeholder="Any project"
            value={projectId}
            onChange={(value) => update({ projectId: value })}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={12} sm={8} md={5} lg={4}>
          <Select
            aria-label="Status"
            allowClear
            placeholder="Any status"
            value={status}
            onChange={(value) => update({ status: value })}
            options={MESSAGE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={12} sm={8} md={5} lg={4}>
          <Select
            aria-label="Type"
            allowClear
            placeholder="Any type"
            value={type}
            onChange={(value) => update({ type: value })}
            options={MESSAGE_TYPES.map((value) => ({ value, label: MESSAGE_TYPE_LABELS[value] }))}
            style={{ width: '100%' }}
          />
        </Col>
      </Row>
      {body}
    </div>
  );
}
