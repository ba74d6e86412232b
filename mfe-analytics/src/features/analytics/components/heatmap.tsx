import { Typography, theme } from 'antd';
import { count, type HeatmapCell } from '@brandcast/shared';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Best time to post: weekday × hour of the published copies, each cell shaded by its engagement rate
 * (the best cell darkest); a cell's title gives its copies, views and rate. Scrolls sideways on a phone.
 */
export function Heatmap({ cells }: { cells: HeatmapCell[] }) {
  const { token } = theme.useToken();
  const byKey = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
  const best = Math.max(0, ...cells.map((cell) => cell.rate));
  const bestCell = cells.find((cell) => cell.rate === best && best > 0);
  return (
    <div>
      {bestCell ? (
        <Typography.Paragraph>
          {`Best so far: ${WEEKDAYS[bestCell.weekday - 1]} ${String(bestCell.hour).padStart(2, '0')}:00, ${bestCell.rate}% engagement over ${count(bestCell.copies, 'copy', 'copies')}.`}
        </Typography.Paragraph>
      ) : null}
      <div style={{ overflowX: 'auto' }}>
        <table
          aria-label="Engagement rate by weekday and hour"
          style={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 11 }}
        >
          <thead>
            <tr>
              <th />
              {HOURS.map((hour) => (
                <th
                  key={hour}
                  scope="col"
                  style={{ fontWeight: 'normal', color: token.colorTextSecondary, minWidth: 18 }}
                >
                  {hour % 3 === 0 ? hour : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day, index) => (
              <tr key={day}>
                <th
                  scope="row"
                  style={{ fontWeight: 'normal', color: token.colorTextSecondary, paddingRight: 6, textAlign: 'left' }}
                >
                  {day}
                </th>
                {HOURS.map((hour) => {
                  const cell = byKey.get(`${index + 1}:${hour}`);
                  const strength = cell && best > 0 ? 0.15 + (0.85 * cell.rate) / best : 0;
                  const label = cell
                    ? `${day} ${hour}:00 — ${count(cell.copies, 'copy', 'copies')}, ${count(cell.views, 'view')}, ${cell.rate}%`
                    : `${day} ${hour}:00 — nothing published`;
                  return (
                    <td
                      key={hour}
                      title={label}
                      aria-label={label}
                      style={{
                        width: 18,
                        height: 18,
                        borderRadius: 3,
                        background: cell ? token.colorPrimary : token.colorFillTertiary,
                        opacity: cell ? strength : 1,
                      }}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
