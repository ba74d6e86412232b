/**
 * A text link is as tall as its letters (about 16 px). Padding makes the area that takes the press 24 px tall
 * (WCAG 2.5.8) without moving a line of text: padding on an inline box does not change the line's height.
 */
const CSS = `a:not(.ant-btn) { padding-block: 4px; }`;

/** Rendered once by ThemeProviders; React puts it in the document's head. */
export function TouchTargets() {
  return (
    <style href="brandcast-touch-targets" precedence="low">
      {CSS}
    </style>
  );
}
