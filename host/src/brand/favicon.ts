/**
 * The tab's icon: the product's initial on its violet (antd's purple-6, the theme colour), inline in the page's head,
 * so that no page makes a request for it (the browser otherwise asks for /favicon.ico, which does not exist).
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#9254de"/>' +
  '<text x="16" y="23" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="700" fill="#fff">B</text>' +
  '</svg>';

export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(SVG)}`;

/** The `<link>` every page's head carries. */
export const FAVICON_LINK = `<link rel="icon" type="image/svg+xml" href="${FAVICON_HREF}" />`;
