import { Segmented } from 'antd';
import { RANGE_LABELS, TIME_RANGES, type TimeRange } from '@brandcast/shared';

const SHORT: Record<TimeRange, string> = { day: 'Day', week: 'Week', month: 'Month', quarter: 'Quarter', year: 'Year' };

/** The spec's time ranges; each option says the days it covers (RANGE_LABELS) to screen readers and on hover. */
export function RangeSwitch({ value, onChange }: { value: TimeRange; onChange: (range: TimeRange) => void }) {
  return (
    <Segmented<TimeRange>
      aria-label="Time range"
      value={value}
      onChange={onChange}
      options={TIME_RANGES.map((range) => ({
        value: range,
        label: <span title={RANGE_LABELS[range]}>{SHORT[range]}</span>,
      }))}
    />
  );
}
