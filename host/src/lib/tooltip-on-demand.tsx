import { lazy, Suspense } from 'react';
import type { TooltipProps } from 'antd';

const RealTooltip = lazy(() => import('antd/es/tooltip'));

/**
 * antd's Tooltip, loaded when first rendered, in antd Typography's modules (typographyOnDemand in
 * build-tools/src/antd-on-demand.ts). Typography imports Tooltip for the ellipsis, copy and edit hints it draws only when asked
 * (`ellipsis={{ tooltip }}`, `copyable`, `editable`); with static CSS the import also brought Tooltip's CSS to every
 * page with a heading. Until it has loaded, what it wraps renders without the hint.
 */
export default function TooltipOnDemand(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <RealTooltip {...props} />
    </Suspense>
  );
}
