import { lazy, Suspense, type ComponentProps } from 'react';

const RealEditable = lazy(() => import('antd/es/typography/Editable'));

/**
 * antd Typography's editor (a TextArea), loaded when a text is edited: Typography imports it for `editable` texts,
 * and with it antd's Input and its CSS came to every page with a heading (typographyOnDemand in build-tools/src/antd-on-demand.ts).
 */
export default function EditableOnDemand(props: ComponentProps<typeof RealEditable>) {
  return (
    <Suspense fallback={null}>
      <RealEditable {...props} />
    </Suspense>
  );
}
