import { theme } from 'antd';
import type { ReactNode } from 'react';
import { errorId, hintId } from '../hooks/use-schema-form';

/**
 * A labelled field of the sign-in and registration forms, laid out and coloured as antd's vertical Form.Item (label
 * above in the heading colour, the error under the control in the error colour, a hint below that), from the theme's
 * tokens: antd's Form is not on these pages (use-schema-form.ts). As in Form.Item, an error takes the place of the
 * space below the field, so the form does not jump when one appears.
 */
export function AuthField({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const below = { color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <div style={{ paddingBottom: token.paddingXS }}>
        <label htmlFor={name} style={{ color: token.colorTextHeading, fontSize: token.fontSize }}>
          {label}
        </label>
      </div>
      <div style={{ minHeight: token.controlHeight, display: 'flex', alignItems: 'center' }}>
        <div style={{ flex: 'auto', maxWidth: '100%' }}>{children}</div>
      </div>
      {/* With an error, at least the space it replaces (Form.Item's margin) and the hint's, under the control. */}
      <div style={{ minHeight: error ? token.marginLG + (hint ? token.controlHeightSM : 0) : undefined }}>
        {error ? (
          <div id={errorId(name)} style={{ ...below, color: token.colorError }}>
            {error}
          </div>
        ) : null}
        {hint ? (
          <div id={hintId(name)} style={{ ...below, minHeight: token.controlHeightSM }}>
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  );
}
