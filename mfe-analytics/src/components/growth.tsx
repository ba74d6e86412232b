import { Typography } from 'antd';

/** A figure's change against the previous period: "+12.5%", "−3%", or why there is none. */
export function Growth({ value, label = 'vs previous period' }: { value: number | null; label?: string }) {
  if (value === null) {
    return (
      <Typography.Text type="secondary" title="Nothing was recorded in the previous period of the same length">
        No earlier data
      </Typography.Text>
    );
  }
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  return (
    <Typography.Text type={value > 0 ? 'success' : value < 0 ? 'danger' : 'secondary'}>
      {`${sign}${Math.abs(value)}% `}
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Typography.Text>
  );
}
