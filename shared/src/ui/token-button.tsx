import { theme } from 'antd';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { useInAppNavigation } from './in-app-navigation';

type Token = ReturnType<typeof theme.useToken>['token'];

/** antd's `type`: a filled primary button, an outlined default one, or a text one without border or background. */
export type TokenButtonVariant = 'primary' | 'default' | 'text';

interface LookProps {
  variant?: TokenButtonVariant;
  /** As wide as its container (antd's `block`). */
  block?: boolean;
  /** An icon before the text, or the whole content of an icon-only button (then it is `controlHeight` square). */
  icon?: ReactNode;
  children?: ReactNode;
}

export type TokenButtonProps = LookProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Shows antd's spinning loading icon before the text, dims the button and marks it busy. */
    loading?: boolean;
  };

export type TokenButtonLinkProps = LookProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * The colours of each variant as antd's button/style/variant.js gives them, in the order of VARS: text, background and
 * border at rest, hovered, pressed and disabled, and the shadow.
 */
function colours(token: Token, variant: TokenButtonVariant): string[] {
  const { colorText: text, colorPrimaryHover: hover, colorPrimaryActive: active, colorTextDisabled: textOff } = token;
  if (variant === 'primary') {
    const {
      colorTextLightSolid: light,
      colorPrimary: bg,
      colorBgContainerDisabled: bgOff,
      colorBorderDisabled: borderOff,
    } = token;
    const none = 'transparent';
    return [
      light,
      light,
      light,
      textOff,
      bg,
      hover,
      active,
      bgOff,
      none,
      none,
      none,
      borderOff,
      `0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}`,
    ];
  }
  if (variant === 'default') {
    const {
      colorBgContainer: bg,
      colorBgContainerDisabled: bgOff,
      colorBorder: border,
      colorBorderDisabled: borderOff,
    } = token;
    return [
      text,
      hover,
      active,
      textOff,
      bg,
      bg,
      bg,
      bgOff,
      border,
      hover,
      active,
      borderOff,
      `0 ${token.controlOutlineWidth}px 0 ${token.controlTmpOutline}`,
    ];
  }
  const none = 'transparent';
  return [
    text,
    text,
    text,
    textOff,
    none,
    token.colorFillTertiary,
    token.colorFill,
    none,
    none,
    none,
    none,
    none,
    'none',
  ];
}

/** The custom properties colours() fills, used by CSS; the focus ring is antd's genFocusOutline. */
const VARS = ['c', 'c-h', 'c-a', 'c-d', 'bg', 'bg-h', 'bg-a', 'bg-d', 'b', 'b-h', 'b-a', 'b-d', 'sh'];

/** The size, shape and font of antd's middle-size button (button/style/index.js, token.js), from the theme's tokens. */
function buttonStyle(token: Token, variant: TokenButtonVariant, iconOnly: boolean, block: boolean): CSSProperties {
  const style: Record<string, string | number | undefined> = {
    '--bc-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
    gap: token.marginXS,
    width: iconOnly ? token.controlHeight : block ? '100%' : undefined,
    height: token.controlHeight,
    padding: iconOnly ? 0 : `0 ${token.paddingContentHorizontal - token.lineWidth}px`,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    borderWidth: token.lineWidth,
    borderStyle: token.lineType,
    borderRadius: token.borderRadius,
    transition: `all ${token.motionDurationMid} ${token.motionEaseInOut}`,
  };
  colours(token, variant).forEach((value, i) => (style[`--bc-${VARS[i]}`] = value));
  return style as CSSProperties;
}

/**
 * What does not depend on the theme, and hover, press, keyboard focus and the disabled look, which inline styles
 * cannot select: their colours are the custom properties each button sets (buttonStyle()).
 */
const CSS = `
.bc-btn{box-sizing:border-box;position:relative;display:inline-flex;align-items:center;justify-content:center;margin:0;font-weight:400;white-space:nowrap;text-align:center;text-decoration:none;cursor:pointer;user-select:none;touch-action:manipulation;color:var(--bc-c);background:var(--bc-bg);border-color:var(--bc-b);box-shadow:var(--bc-sh);outline:none}
.bc-btn:not(:disabled):hover{color:var(--bc-c-h);background:var(--bc-bg-h);border-color:var(--bc-b-h)}
.bc-btn:not(:disabled):active{color:var(--bc-c-a);background:var(--bc-bg-a);border-color:var(--bc-b-a)}
.bc-btn:not(:disabled):focus-visible{outline:var(--bc-focus);outline-offset:1px;transition:outline-offset 0s,outline 0s}
.bc-btn-loading{opacity:.65;cursor:default}
.bc-btn:disabled{cursor:not-allowed;color:var(--bc-c-d);background:var(--bc-bg-d);border-color:var(--bc-b-d);box-shadow:none}
.bc-btn:disabled>*{pointer-events:none}
.bc-btn-icon{display:inline-flex;align-items:center}
.bc-btn-icon .anticon::before{content:"\\a0";display:inline-block;width:0}
.bc-btn-spin{display:inline-flex;animation:bc-btn-spin 1s infinite linear}
@keyframes bc-btn-spin{100%{transform:rotate(360deg)}}
`;

/** Rendered with each button; React puts it once in the document's head. */
function ButtonStyles() {
  return (
    <style href="brandcast-token-button" precedence="low">
      {CSS}
    </style>
  );
}

/** antd's LoadingOutlined (@ant-design/icons-svg): its outline is this quarter circle, 72 wide with round ends. */
function LoadingIcon() {
  return (
    <span role="img" aria-label="loading" className="anticon anticon-loading bc-btn-spin">
      <svg viewBox="0 0 1024 1024" focusable="false" width="1em" height="1em" aria-hidden="true">
        <path
          d="M512 36a476 476 0 0 1 476 476"
          fill="none"
          stroke="currentColor"
          strokeWidth={72}
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

function Content({ icon, children }: { icon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {icon ? <span className="bc-btn-icon">{icon}</span> : null}
      {children == null ? null : <span>{children}</span>}
    </>
  );
}

/**
 * A button that looks as antd's Button does (primary, default and text; hover, press, focus ring, disabled, loading)
 * without antd's Button, which brought ~6.5 KB gzip (and @rc-component/motion) before the sign-in pages' first
 * render. For the visitor's pages; signed-in pages use antd's Button.
 */
export function TokenButton({
  variant = 'default',
  block = false,
  icon,
  loading = false,
  disabled,
  type = 'button',
  className,
  style,
  children,
  ...props
}: TokenButtonProps) {
  const { token } = theme.useToken();
  const shown = loading ? <LoadingIcon /> : icon;
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={['bc-btn', loading ? 'bc-btn-loading' : '', className ?? ''].filter(Boolean).join(' ')}
      style={{ ...buttonStyle(token, variant, children == null && shown != null, block), ...style }}
    >
      <ButtonStyles />
      <Content icon={shown}>{children}</Content>
    </button>
  );
}

/**
 * A link that looks as TokenButton does: one `<a>`, navigating in the app without a reload (a modified click — new
 * tab, new window — is left to the browser), as ButtonLink does with antd's Button.
 */
export function TokenButtonLink({
  to,
  variant = 'default',
  block = false,
  icon,
  className,
  style,
  onClick,
  children,
  ...props
}: TokenButtonLinkProps) {
  const { token } = theme.useToken();
  const click = useInAppNavigation<HTMLAnchorElement>(to, onClick);
  return (
    <a
      {...props}
      href={to}
      className={['bc-btn', className ?? ''].filter(Boolean).join(' ')}
      style={{ ...buttonStyle(token, variant, children == null && icon != null, block), ...style }}
      onClick={click}
    >
      <ButtonStyles />
      <Content icon={icon}>{children}</Content>
    </a>
  );
}
