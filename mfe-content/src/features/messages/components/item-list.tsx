import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** A plain list of rows divided by lines (antd's List is deprecated, and these lists are short). */
export function ItemList<T>({
  items,
  empty,
  render,
  itemKey,
}: {
  items: T[];
  empty: string;
  render: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string;
}) {
  const { token } = theme.useToken();
  if (items.length === 0) return <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          style={{
            padding: '8px 0',
            borderBottom: index < items.length - 1 ? `1px solid ${token.colorSplit}` : undefined,
          }}
        >
          {render(item, index)}
        </li>
      ))}
    </ul>
  );
}
