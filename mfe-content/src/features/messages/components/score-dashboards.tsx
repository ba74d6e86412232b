import { Progress, Typography } from 'antd';
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
  const dial = ({ key, label }: (typeof dials)[number]) => {
    const value = numbers[key];
    return (
      <div key={key} style={{ textAlign: 'center', minWidth: 0 }}>
        <Progress
          type="dashboard"
          percent={value}
          size={size}
          strokeColor={colorOf(value)}
          format={() => value}
          aria-label={`${prefix}${label}: ${value} out of 100`}
        />
        <Typography.Text strong={key === 'score'} style={{ display: 'block', whiteSpace: 'nowrap' }}>
          {label}
        </Typography.Text>
      </div>
    );
  };
  // Sized by the space the dials have, not by the window: in a side column at 1280 px four dials in a row
  // were clipped and "Memorability" broke. Two pairs side by side when both fit, else two rows of two.
  const pair = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 } as const;
  return (
    <div
      data-testid="score-dials"
      style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(${2 * size + 48}px, 1fr))`, gap: 16 }}
    >
      <div style={pair}>{dials.slice(0, 2).map(dial)}</div>
      <div style={pair}>{dials.slice(2).map(dial)}</div>
    </div>
  );
}
