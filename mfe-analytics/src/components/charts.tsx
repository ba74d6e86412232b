/**
 * The charts, in a module of their own: chart.js and react-chartjs-2 load only where a chart is drawn
 * (React.lazy), with only the parts these charts use registered.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { theme } from 'antd';
import { PLATFORM_LABELS, formatShortDate, type PerformancePoint, type PlatformPerformance } from '@brandcast/shared';

ChartJS.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Filler,
  Tooltip,
  Legend,
);

/** A day of the series (the user's date, "2026-11-03") as shared's formatter writes it: "Nov 3", "Nov 3, 26" over a year. */
const dayLabel = (date: string, long: boolean) => formatShortDate(date, { withYear: long });

/**
 * The theme's colours, and its motion: a chart grows into place only where the theme moves (the person's Animations
 * preference, and no reduced motion asked for by the system), like every other part of the app.
 */
function useChartTheme() {
  const { token } = theme.useToken();
  return {
    colors: {
      primary: token.colorPrimary,
      success: token.colorSuccess,
      text: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
    },
    animation: token.motion ? undefined : (false as const),
  };
}

/** Views and engagement per day. */
export function PerformanceChart({ points, label }: { points: PerformancePoint[]; label: string }) {
  const { colors, animation } = useChartTheme();
  const long = points.length > 90;
  return (
    <div style={{ position: 'relative', height: 280 }}>
      <Line
        aria-label={label}
        role="img"
        data={{
          labels: points.map((point) => dayLabel(point.date, long)),
          datasets: [
            {
              label: 'Views',
              data: points.map((p) => p.views),
              borderColor: colors.primary,
              backgroundColor: `${colors.primary}22`,
              fill: true,
              tension: 0.25,
              pointRadius: points.length > 31 ? 0 : 3,
            },
            {
              label: 'Engagement',
              data: points.map((p) => p.engagement),
              borderColor: colors.success,
              backgroundColor: colors.success,
              tension: 0.25,
              pointRadius: points.length > 31 ? 0 : 3,
            },
          ],
        }}
        options={{
          animation,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: { ticks: { color: colors.text, maxTicksLimit: 8 }, grid: { color: colors.grid } },
            y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
          },
          plugins: { legend: { labels: { color: colors.text } } },
        }}
      />
    </div>
  );
}

/** Views and engagement per platform. */
export function PlatformChart({ platforms }: { platforms: PlatformPerformance[] }) {
  const { colors, animation } = useChartTheme();
  return (
    <div style={{ position: 'relative', height: 260 }}>
      <Bar
        aria-label="Views and engagement per platform"
        role="img"
        data={{
          labels: platforms.map((p) => PLATFORM_LABELS[p.platform]),
          datasets: [
            { label: 'Views', data: platforms.map((p) => p.views), backgroundColor: colors.primary },
            { label: 'Engagement', data: platforms.map((p) => p.engagement), backgroundColor: colors.success },
          ],
        }}
        options={{
          animation,
          maintainAspectRatio: false,
          scales: {
            x: { ticks: { color: colors.text }, grid: { display: false } },
            y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
          },
          plugins: { legend: { labels: { color: colors.text } } },
        }}
      />
    </div>
  );
}
