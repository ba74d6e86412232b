import { useAtomValue } from 'jotai';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { presetPalettes } from '@ant-design/colors';
import { useMemo, type ReactNode } from 'react';
import { BREAKPOINTS, type Preferences } from '../constants/app';
// The client through its package name, never a relative path: it is the one shared instance (the auth atom, the API
// client), while this folder is bundled into each app that uses it (build-tools/src/sharing.ts).
import { authAtom, themeAtom } from '@brandcast/shared/client';
import { useIsTouchScreen, usePrefersReducedMotion } from './use-is-mobile';
import { TouchTargets } from './touch-targets';

const purple = presetPalettes.purple!;
/** Spec: primary colour violet, shade 5 (antd's purple-5). */
export const PRIMARY_COLOR = purple[4]!;
/** Text in the primary colour (links, the selected menu item) is a shade darker, to read at 4.5:1 or more. */
const PRIMARY_TEXT_LIGHT = purple[6]!;
const PRIMARY_TEXT_DARK = purple[3]!;

export interface ThemeProvidersProps {
  children: ReactNode;
  /** The signed-in user's preferences, once known (React Query reads them where it is loaded: AppProviders, the host). */
  preferences?: Preferences;
}

/**
 * antd's theme from the theme key (light or dark) and the user's compact view and animations preferences. Without
 * React Query: the host renders its sign-in pages under this alone.
 */
export function ThemeProviders({ children, preferences }: ThemeProvidersProps) {
  const dark = useAtomValue(themeAtom) === 'dark';
  const { isAuthenticated } = useAtomValue(authAtom);
  const compact = isAuthenticated && preferences?.compactView === true;
  // Motion is off when the system asks for less of it, or the user turned Animations off.
  const reducedMotion = usePrefersReducedMotion();
  const motion = !reducedMotion && (!isAuthenticated || preferences?.animations !== false);
  const touch = useIsTouchScreen();
  // The same settings give the same objects: a render of this provider that changes nothing (the signed-in user's
  // preferences arriving as the defaults they already were) re-renders no antd component below it.
  const theme = useMemo(() => themeFor({ dark, compact, motion, touch }), [dark, compact, motion, touch]);
  const choice = useMemo(() => ({ style: choiceStyle(touch) }), [touch]);
  return (
    <ConfigProvider theme={theme} checkbox={choice} radio={choice} select={SELECT}>
      <TouchTargets />
      <TextBase>{children}</TextBase>
    </ConfigProvider>
  );
}

/**
 * What antd's App gave the page: text in the theme's colour, size, line height and font (light and dark). App itself
 * is not used: it brings message, notification and modal (~20 KB gzip) before every first render, for a modal.confirm
 * that Modal.useModal gives where it is needed.
 */
function TextBase({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

/** WCAG 2.5.8: nothing to press is smaller than 24 × 24 px. */
export const MIN_TARGET = 24;
/** On a touch screen, 44 px (WCAG 2.5.5; Apple's and Google's guidelines). */
export const TOUCH_TARGET = 44;

/** Buttons, fields, selects, pagination and menu items grow to a finger's size on touch screens. */
const TOUCH_CONTROLS = {
  controlHeight: TOUCH_TARGET,
  controlHeightSM: TOUCH_TARGET,
  controlHeightLG: TOUCH_TARGET + 4,
};

/** antd's theme for the theme key, the user's compact view and animations, and the kind of screen. */
function themeFor({
  dark,
  compact,
  motion,
  touch,
}: {
  dark: boolean;
  compact: boolean;
  motion: boolean;
  touch: boolean;
}): ThemeConfig {
  const algorithm = [dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
  if (compact) algorithm.push(antdTheme.compactAlgorithm);
  return {
    // antd's styles are static CSS bundled with each component (build-tools/src/antd-static-css.ts), not computed here.
    zeroRuntime: true,
    algorithm,
    token: {
      motion,
      colorPrimary: PRIMARY_COLOR,
      colorLink: dark ? PRIMARY_TEXT_DARK : PRIMARY_TEXT_LIGHT,
      // antd's default secondary text (45% black) is under 4.5:1 on its grey background.
      colorTextSecondary: dark ? 'rgba(255, 255, 255, 0.7)' : 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.7)' : 'rgba(0, 0, 0, 0.65)',
      // antd's red (#ff4d4f) is 3.3:1 on white: danger buttons and error texts take the next shade (5.9:1).
      ...(dark ? {} : { colorError: '#cf1322' }),
      // Placeholders are the label of an empty filter ("Any status"): readable, not 25% grey.
      colorTextPlaceholder: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      ...SPEC_SCREENS,
      ...(touch ? TOUCH_CONTROLS : {}),
    },
    components: {
      // A switch of 24 px (WCAG 2.5.8's minimum) rather than antd's 22.
      // antd fills a bar in its info blue; the brand's is violet.
      Progress: { defaultColor: PRIMARY_COLOR },
      Switch: { trackHeight: MIN_TARGET, handleSize: MIN_TARGET - 4, trackMinWidth: 2 * MIN_TARGET },
      Menu: { itemSelectedColor: dark ? PRIMARY_TEXT_DARK : PRIMARY_TEXT_LIGHT },
      Tabs: { itemSelectedColor: dark ? PRIMARY_TEXT_DARK : PRIMARY_TEXT_LIGHT },
    },
  };
}

/** A checkbox or radio is pressed by its whole label: at least one target high. */
const choiceStyle = (touch: boolean) => ({ minHeight: touch ? TOUCH_TARGET : MIN_TARGET, alignItems: 'center' });

const CLEAR_TARGET = {
  width: MIN_TARGET,
  height: MIN_TARGET,
  marginTop: -MIN_TARGET / 2,
  insetInlineEnd: 5,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
};

/** antd's clear icon is a 12 px square: the box around it takes the press, the icon stays where it was. */
const SELECT = { styles: { clear: CLEAR_TARGET } };

/** The spec's breakpoints (640, 768, 1024, 1280, 1536) drive antd's grid. */
const SPEC_SCREENS = {
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenXSMax: BREAKPOINTS.sm - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenSMMax: BREAKPOINTS.md - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXXL: BREAKPOINTS.xxl,
  screenXXLMin: BREAKPOINTS.xxl,
  screenXLMax: BREAKPOINTS.xxl - 1,
};
