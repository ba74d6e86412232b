import { theme } from 'antd';

/**
 * antd's link reset (its genLinkStyle: the link colour, no underline, the focus ring), from the theme's tokens. antd
 * registers it with the first of its components to render, and a visitor's sign-in pages render none since the frame
 * does without Layout. Where antd registers it too, the two rules agree. A plain <style>, not a hoisted one
 * (href and precedence): it must follow the theme when it changes. In antd's cascade layer, as antd's own styles are
 * (build-tools/src/antd-static-css.ts): a link drawn as a button (`a.ant-btn-primary`) keeps its background.
 */
export function LinkStyle() {
  const { token } = theme.useToken();
  const css = `@layer antd{a{color:${token.colorLink};text-decoration:${token.linkDecoration};background-color:transparent;outline:none;cursor:pointer;transition:color ${token.motionDurationSlow};-webkit-text-decoration-skip:objects}
a:hover{color:${token.colorLinkHover}}
a:active{color:${token.colorLinkActive}}
a:active,a:hover{text-decoration:${token.linkHoverDecoration};outline:0}
a:focus{text-decoration:${token.linkFocusDecoration};outline:0}
a:focus-visible{outline:${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};outline-offset:1px;transition:outline-offset 0s,outline 0s}
a[disabled]{color:${token.colorTextDisabled};cursor:not-allowed}}`;
  return <style>{css}</style>;
}
