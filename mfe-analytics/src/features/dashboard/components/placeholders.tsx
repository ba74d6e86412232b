import { Col, Row } from 'antd';
import { Panel } from '../../../components/panel';

/**
 * What the dashboard's lazily loaded sections show until their code arrives: their cards with the height their own
 * loading skeletons take (antd's Skeleton: a 16 px title, 28 px, then rows of 16 px 16 px apart), so nothing moves
 * when they come.
 */
const skeletonHeight = (rows: number) => 16 + 28 + rows * 16 + (rows - 1) * 16;

function Waiting({ rows }: { rows: number }) {
  return <div aria-busy="true" style={{ height: skeletonHeight(rows) }} />;
}

export function PerformancePlaceholder() {
  return (
    <Panel title="Performance over time">
      <Waiting rows={6} />
    </Panel>
  );
}

export function DetailsPlaceholder() {
  return (
    <Row gutter={[16, 16]}>
      {(
        [
          ['Insights', 12],
          ['Recent activity', 12],
          ['Recent projects', 16],
          ['Credits', 8],
        ] as const
      ).map(([title, span]) => (
        <Col key={title} xs={24} lg={span}>
          <Panel title={title}>
            <Waiting rows={3} />
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
