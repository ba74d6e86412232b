import { Col, Progress, Row, Typography } from 'antd';
import { SCORE_METRICS, SCORE_METRIC_LABELS, type ScoreMetric } from '@brandcast/shared';

export interface ScoreNumbers extends Record<ScoreMetric, number> {
  score: number;
}

const colorOf = (value: number) => (value >= 70 ? '#389e0d' : value >= 40 ? '#d48806' : '#cf1322');

/**
 * The three metrics and the overall score as dashboards. Each carries its number in its accessible
 * name (`{prefix}Clarity: 94 out of 100`), so a screen reader hears what the chart shows.
 */
export function ScoreDashboards({
  numbers,
  prefix = '',
  size = 96,
}: {
  numbers: ScoreNumbers;
  prefix?: string;
  size?: number;
}) {
  const dials: { key: ScoreMetric | 'score'; label: string }[] = [
    ...SCORE_METRICS.map((metric) => ({ key: metric, label: SCORE_METRIC_LABELS[metric] })),
    { key: 'score', label: 'Overall score' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {dials.map(({ key, label }) => {
        const value = numbers[key];
        return (
          <Col key={key} xs={12} sm={6} style={{ textAlign: 'center' }}>
            <Progress
              type="dashboard"
              percent={value}
              size={size}
              strokeColor={colorOf(value)}
              format={() => value}
              aria-label={`${prefix}${label}: ${value} out of 100`}
            />
            <Typography.Text strong={key === 'score'} style={{ display: 'block' }}>
              {label}
            </Typography.Text>
          </Col>
        );
      })}
    </Row>
  );
}
