import { theme } from 'antd';
import { useState, type CSSProperties, type InputHTMLAttributes } from 'react';

type Token = ReturnType<typeof theme.useToken>['token'];

/** WCAG 2.5.8: nothing to press is smaller than 24 × 24 px. */
const MIN_TARGET = 24;

/** What a field of these forms takes: an input's own attributes, and `status` as antd's Input takes it. */
export type AuthInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'style'> & { status?: 'error' };

interface BoxState {
  hover: boolean;
  focus: boolean;
  error: boolean;
  disabled: boolean;
}

/**
 * The box of a field, drawn as antd's outlined middle-size Input draws itself (input/style in antd), from the theme's
 * tokens: its padding makes the box `controlHeight` high (44 px on touch screens); the border shows hover, focus (with
 * antd's focus ring), an error and a disabled field as antd's does.
 */
function boxStyle(token: Token, { hover, focus, error, disabled }: BoxState): CSSProperties {
  const paddingBlock = Math.max(
    Math.round(((token.controlHeight - token.fontSize * token.lineHeight) / 2) * 10) / 10 - token.lineWidth,
    0,
  );
  const active = focus && !disabled;
  const borderColor = disabled
    ? error
      ? token.colorError
      : token.colorBorderDisabled
    : error
      ? active
        ? token.colorError
        : hover
          ? token.colorErrorBorderHover
          : token.colorError
      : active
        ? token.colorPrimary
        : hover
          ? token.colorPrimaryHover
          : token.colorBorder;
  return {
    boxSizing: 'border-box',
    position: 'relative',
    width: '100%',
    minWidth: 0,
    margin: 0,
    padding: `${paddingBlock}px ${token.paddingSM - token.lineWidth}px`,
    color: disabled ? token.colorTextDisabled : token.colorText,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${borderColor}`,
    borderRadius: token.borderRadius,
    boxShadow: active
      ? `0 0 0 ${token.controlOutlineWidth}px ${error ? token.colorErrorOutline : token.controlOutline}`
      : 'none',
    outline: 0,
    cursor: disabled ? 'not-allowed' : undefined,
    transition: `all ${token.motionDurationMid}`,
  };
}

/** Hover and focus of a field's box, which inline styles cannot select (:hover, :focus-within). */
function useBoxState() {
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const handlers = {
    onMouseEnter: () => setHover(true),
    onMouseLeave: () => setHover(false),
    // React's focus events bubble: the box stays focused while its toggle has focus, as :focus-within.
    onFocus: () => setFocus(true),
    onBlur: () => setFocus(false),
  };
  return { hover, focus, handlers };
}

/**
 * A text field of the sign-in and password pages, looking as antd's Input does (boxStyle) without antd's Input, which
 * brought @rc-component/input and antd's form context (~15 KB gzip) before /login's first render.
 */
export function AuthInput({ status, disabled = false, onFocus, onBlur, ...props }: AuthInputProps) {
  const { token } = theme.useToken();
  const { hover, focus, handlers } = useBoxState();
  return (
    <input
      {...props}
      disabled={disabled}
      onMouseEnter={handlers.onMouseEnter}
      onMouseLeave={handlers.onMouseLeave}
      onFocus={(event) => {
        handlers.onFocus();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        handlers.onBlur();
        onBlur?.(event);
      }}
      style={{ ...boxStyle(token, { hover, focus, error: status === 'error', disabled }), display: 'inline-block' }}
    />
  );
}

/**
 * A password field with a button that shows or hides what was typed, looking as antd's Input.Password does: the
 * box around the input and the eye at its end, in the icon colour. The button is a real one (reached by Tab, pressed
 * by Enter or Space, `aria-pressed` saying whether the password shows); a mouse press keeps the caret in the field.
 */
export function AuthPasswordInput({ status, disabled = false, ...props }: Omit<AuthInputProps, 'type'>) {
  const { token } = theme.useToken();
  const { hover, focus, handlers } = useBoxState();
  const [visible, setVisible] = useState(false);
  const [iconHover, setIconHover] = useState(false);
  return (
    <span
      {...handlers}
      style={{ ...boxStyle(token, { hover, focus, error: status === 'error', disabled }), display: 'inline-flex' }}
    >
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        style={{
          flex: 'auto',
          minWidth: 0,
          width: '100%',
          margin: 0,
          padding: 0,
          border: 'none',
          borderRadius: 0,
          outline: 'none',
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: disabled ? 'not-allowed' : undefined,
        }}
      />
      <span style={{ display: 'flex', flex: 'none', alignItems: 'center', marginInlineStart: token.paddingXXS }}>
        <button
          type="button"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={props.id}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => setIconHover(true)}
          onMouseLeave={() => setIconHover(false)}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            // A 24 px target (WCAG 2.5.8) around the 14 px eye, which stays where antd draws it.
            margin: -(MIN_TARGET - token.fontSize) / 2,
            padding: (MIN_TARGET - token.fontSize) / 2,
            border: 0,
            background: 'none',
            font: 'inherit',
            lineHeight: 1,
            color: iconHover && !disabled ? token.colorIconHover : token.colorIcon,
            cursor: disabled ? 'not-allowed' : 'pointer',
            transition: `all ${token.motionDurationSlow}`,
          }}
        >
          {visible ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      </span>
    </span>
  );
}

/** antd's EyeOutlined and EyeInvisibleOutlined (@ant-design/icons-svg), drawn inline: the icon package is not shared. */
const iconProps = {
  viewBox: '64 64 896 896',
  width: '1em',
  height: '1em',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
};

function EyeIcon() {
  return (
    <svg {...iconProps} data-icon="eye">
      <path d="M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z" />
    </svg>
  );
}

function EyeInvisibleIcon() {
  return (
    <svg {...iconProps} data-icon="eye-invisible">
      <path d="M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z" />
      <path d="M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z" />
    </svg>
  );
}
