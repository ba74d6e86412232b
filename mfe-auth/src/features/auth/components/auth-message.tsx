import { theme } from 'antd';

/**
 * A message above a form of these pages (the server's error, the plan chosen on /pricing), looking as antd's Alert
 * with `showIcon` does (alert/style in antd), from the theme's tokens, without antd's Alert (/login's
 * first-load budget). As Alert, it is announced (`role="alert"`).
 */
export function AuthMessage({
  type,
  title,
  description,
}: {
  type: 'error' | 'info';
  title: string;
  description?: string;
}) {
  const { token } = theme.useToken();
  const colours = {
    error: { background: token.colorErrorBg, border: token.colorErrorBorder, icon: token.colorError },
    info: { background: token.colorInfoBg, border: token.colorInfoBorder, icon: token.colorInfo },
  }[type];
  return (
    <div
      role="alert"
      style={{
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: description ? 'flex-start' : 'center',
        marginBottom: 16,
        // Alert's fixed 12 px beside the text; with a description, its larger padding and icon.
        padding: description
          ? `${token.paddingMD}px ${token.paddingContentHorizontalLG}px`
          : `${token.paddingContentVerticalSM}px 12px`,
        wordWrap: 'break-word',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        background: colours.background,
        border: `${token.lineWidth}px ${token.lineType} ${colours.border}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <span
        style={{
          display: 'inline-flex',
          lineHeight: 0,
          color: colours.icon,
          marginInlineEnd: description ? token.marginSM : token.marginXS,
          fontSize: description ? token.fontSizeHeading3 : undefined,
        }}
      >
        {type === 'error' ? <CloseCircleIcon /> : <InfoCircleIcon />}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div
          style={{
            color: token.colorTextHeading,
            ...(description ? { display: 'block', marginBottom: token.marginXS, fontSize: token.fontSizeLG } : {}),
          }}
        >
          {title}
        </div>
        {description ? <div style={{ color: token.colorText }}>{description}</div> : null}
      </div>
    </div>
  );
}

/** antd's CloseCircleFilled and InfoCircleFilled (@ant-design/icons-svg), drawn inline: the icon package is not shared. */
const iconProps = {
  viewBox: '64 64 896 896',
  width: '1em',
  height: '1em',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
};

function CloseCircleIcon() {
  return (
    <svg {...iconProps} fillRule="evenodd" data-icon="close-circle">
      <path d="M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z" />
    </svg>
  );
}

function InfoCircleIcon() {
  return (
    <svg {...iconProps} data-icon="info-circle">
      <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
    </svg>
  );
}
