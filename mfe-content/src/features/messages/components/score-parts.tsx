import { Tag, Typography, theme } from 'antd';
import { SCORE_METRICS, SCORE_METRIC_LABELS, type MessageScorePart, type ScoreMetric } from '@brandcast/shared';
import { ItemList } from './item-list';

const signed = (effect: number) => (effect > 0 ? `+${effect}` : String(effect));

/**
 * The measured parts behind each metric: what was measured, its value, the points it added or took,
 * and what to do about it. The metric is the sum of its parts' effects, kept within 0-100.
 */
/** antd's light green and red tags put their text under 4.5:1 on their background: a shade darker each. */
const AA_GREEN = '#237804';
const AA_RED = '#a8071a';

export function ScoreParts({
  parts,
  headingLevel = 4,
}: {
  parts: Record<ScoreMetric, MessageScorePart[]>;
  headingLevel?: 3 | 4 | 5;
}) {
  const dark = theme.useToken().token.colorBgBase === '#000';
  return (
    // Columns as wide as a metric's name and parts need: one beside another only when 220 px each fit (a side
    // column at 1280 px stacks them instead of breaking "Memorabilit/y").
    <div
      data-testid="score-parts"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}
    >
      {SCORE_METRICS.map((metric) => (
        <div key={metric} style={{ minWidth: 0 }}>
          <section aria-label={`${SCORE_METRIC_LABELS[metric]}: the measured parts`}>
            <Typography.Title level={headingLevel} style={{ whiteSpace: 'nowrap' }}>
              {SCORE_METRIC_LABELS[metric]}
            </Typography.Title>
            <ItemList
              items={parts[metric]}
              itemKey={(part) => part.name}
              empty="Nothing to measure yet."
              render={(part) => (
                <>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <Typography.Text strong>
                      {part.name} <Typography.Text type="secondary">({part.value})</Typography.Text>
                    </Typography.Text>
                    <Tag
                      color={part.effect > 0 ? 'green' : part.effect < 0 ? 'red' : undefined}
                      style={part.effect === 0 || dark ? undefined : { color: part.effect > 0 ? AA_GREEN : AA_RED }}
                      aria-label={`${signed(part.effect)} points`}
                    >
                      {signed(part.effect)}
                    </Tag>
                  </div>
                  <Typography.Text type="secondary">{part.explanation}</Typography.Text>
                </>
              )}
            />
          </section>
        </div>
      ))}
    </div>
  );
}
