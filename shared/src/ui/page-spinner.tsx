import { theme } from 'antd';

/** antd's keyframes for its Spin: the dots brighten in turn while the square of them turns. */
const KEYFRAMES = '@keyframes brandcast-spin-dot{to{opacity:1}}@keyframes brandcast-spin{to{transform:rotate(405deg)}}';
const DOTS = [
  { top: 0, insetInlineStart: 0 },
  { top: 0, insetInlineEnd: 0 },
  { insetInlineEnd: 0, bottom: 0 },
  { bottom: 0, insetInlineStart: 0 },
] as const;

/**
 * The large loading indicator pages and lazy routes show while they load: antd's large Spin (four dots turning in the
 * primary colour) drawn from the theme's tokens, without Spin itself, ~3 KB gzip more before the first render of the
 * sign-in and registration pages, which show this while their area loads.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  const { token } = theme.useToken();
  const size = token.controlHeight;
  const dot = (size - token.marginXXS / 2) / 2;
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <style href="brandcast-page-spinner" precedence="low">
        {KEYFRAMES}
      </style>
      <span
        aria-hidden
        data-testid="page-spinner-dots"
        style={{
          position: 'relative',
          display: 'inline-block',
          width: size,
          height: size,
          color: token.colorPrimary,
          transform: 'rotate(45deg)',
          animation: 'brandcast-spin 1.2s linear infinite',
        }}
      >
        {DOTS.map((place, index) => (
          <i
            key={index}
            style={{
              position: 'absolute',
              display: 'block',
              width: dot,
              height: dot,
              background: 'currentColor',
              borderRadius: '100%',
              transform: 'scale(0.75)',
              opacity: 0.3,
              animation: `brandcast-spin-dot 1s linear ${index * 0.4}s infinite alternate`,
              ...place,
            }}
          />
        ))}
      </span>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
    </div>
  );
}
