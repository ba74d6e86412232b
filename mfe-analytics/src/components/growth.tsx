import { Typography } from 'antd';
import { formatNumber } from '@brandcast/shared';

/**
 * A figure's change against the previous period: "+12.5%", "−3%". Without a previous period to compare with
 * (`null`) there is nothing to say, so nothing is shown (issue 28: "No earlier data" under all six tiles said
 * nothing); where a place must be filled, as a table's cell, `empty` fills it.
 */
export function Growth({
  value,
  label = 'vs previous period',
  empty = null,
}: {
  value: number | null;
  label?: string;
  empty?: string | null;
}) {
  if (value === null) return empty;
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  return (
    <Typography.Text type={value > 0 ? 'success' : value < 0 ? 'danger' : 'secondary'}>
      {`${sign}${formatNumber(Math.abs(value))}%`}
      {label ? <Typography.Text type="secondary">{` ${label}`}</Typography.Text> : null}
    </Typography.Text>
  );
}
