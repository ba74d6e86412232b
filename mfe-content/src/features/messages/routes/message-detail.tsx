import { Card, Col, Divider, Row, Space, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGE_TYPE_LABELS, paths, formatDateTime } from '@brandcast/shared';
import { statusOf } from '@brandcast/shared/client';
import { ButtonLink, PageSpinner, QueryError } from '@brandcast/shared/ui';
import { useMessage } from '../api/get-message';
import { LiveScorePreview } from '../components/live-score-preview';
import { MessageActions } from '../components/message-actions';
import { MessageNotFound } from '../components/message-not-found';
import { MessageStatusTag } from '../components/message-status-tag';
import { ProviderNote } from '../components/provider-note';
import { ScoreDashboards } from '../components/score-dashboards';
import { ScoreParts } from '../components/score-parts';
import { SplitTestSection } from '../components/split-test-section';
import { VariantsSection } from '../components/variants-section';
import { MESSAGE_ERRORS, canChange, copiesFrom, messageLabel } from '../utils/message-rules';

export default function MessageDetailRoute() {
  const { messageId = '' } = useParams();
  const navigate = useNavigate();
  const message = useMessage(messageId, { live: true });

  if (message.isPending) return <PageSpinner />;
  if (message.isError) {
    return statusOf(message.error) === 404 ? (
      <MessageNotFound />
    ) : (
      <QueryError query={message} fallback={MESSAGE_ERRORS.fetchMessage} />
    );
  }

  const data = message.data;
  return (
    <div>
      <Link to={paths.messages}>← Brand messages</Link>
      <Space
        style={{
          width: '100%',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          marginTop: 8,
        }}
      >
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {messageLabel(data)}
          </Typography.Title>
          <Space wrap size={[4, 4]}>
            <MessageStatusTag status={data.status} />
            <Tag>{MESSAGE_TYPE_LABELS[data.type]}</Tag>
            <Link to={paths.project(data.projectId)}>{data.projectName}</Link>
            {data.role === 'owner' ? null : <Tag color="purple">Shared with you · {data.role}</Tag>}
          </Space>
        </div>
        <Space wrap>
          <MessageActions
            message={data}
            onDuplicated={(copy) => navigate(paths.message(copy.id))}
            onDeleted={() => navigate(paths.messages)}
          />
          {/* Copies are written into the project, which takes the right to change it. */}
          {canChange(data.role) ? <ButtonLink to={copiesFrom(data)}>Make copies</ButtonLink> : null}
        </Space>
      </Space>

      <Card size="small" style={{ marginTop: 16 }}>
        <Typography.Paragraph style={{ fontSize: 20, marginBottom: 8 }}>{data.content}</Typography.Paragraph>
        <ProviderNote provider={data.provider} note={data.providerNote} />
      </Card>

      <section aria-labelledby="score-heading" style={{ marginTop: 24 }}>
        <Typography.Title level={3} id="score-heading">
          Score
        </Typography.Title>
        {data.scoreParts ? (
          <>
            <Typography.Paragraph type="secondary">
              Measured when the split test started{data.testedAt ? `, ${formatDateTime(data.testedAt)}` : ''}. Each
              metric is the sum of the parts below, kept within 0-100; the score is their mean, rounded down.
            </Typography.Paragraph>
            <ScoreDashboards numbers={{ ...data.metrics, score: data.score }} />
            <div style={{ marginTop: 16 }}>
              <ScoreParts parts={data.scoreParts} />
            </div>
          </>
        ) : (
          <LiveScorePreview
            text={data.content}
            kind={data.type}
            projectId={data.projectId}
            title="Preview: not tested yet"
            description="Measured in your browser from the text as it stands (free). The stored score is measured when you run a split test."
            headingLevel={4}
          />
        )}
      </section>

      <Divider />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={10}>
          <VariantsSection message={data} />
        </Col>
        <Col xs={24} xl={14}>
          <SplitTestSection message={data} refreshing={message.isFetching} onRefresh={() => void message.refetch()} />
        </Col>
      </Row>
    </div>
  );
}
