import { expect, type Page } from '@playwright/test';

/* Shared by the stored-XSS specs (not a spec itself): the hostile texts, the API as the signed-in user, and the
   check that nothing a text carries became live. */

export const PAYLOADS = [
  '<script data-xss>window.__xss=1;alert(1)</script>',
  '<img src=x data-xss onerror="window.__xss=1;alert(1)">',
  '<svg data-xss onload="window.__xss=1;alert(1)"><script>window.__xss=1</script></svg>',
  '"><iframe data-xss src="javascript:window.__xss=1;alert(1)"></iframe>',
  'javascript:window.__xss=1;alert(1)',
  '[click me](javascript:window.__xss=1) **bold** <b data-xss>bold</b>',
  "=cmd|' /C calc'!A0",
  '{{constructor.constructor("window.__xss=1;alert(1)")()}}',
];
// Names are at most 50 characters.
export const NAME = '<img src=x data-xss onerror=alert(1)>';

async function call(page: Page, method: string, url: string, body?: object) {
  const token = await page.evaluate(() => localStorage.getItem('brandcast.auth-token')?.replace(/"/g, ''));
  return page.request.fetch(`/api${url}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { data: body } : {}),
  });
}

export async function api(page: Page, method: string, url: string, body?: object) {
  const response = await call(page, method, url, body);
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json().catch(() => ({}))).data;
}

/** A 4xx with a message a person can act on: the API refused the hostile value and said why. */
export async function refused(page: Page, method: string, url: string, body: object) {
  const response = await call(page, method, url, body);
  const text = await response.text();
  expect(response.status(), `${method} ${url} ${JSON.stringify(body)}: ${text}`).toBeGreaterThanOrEqual(400);
  expect(response.status(), `${method} ${url} ${JSON.stringify(body)}: ${text}`).toBeLessThan(500);
  expect(JSON.parse(text).message, text).toEqual(expect.any(String));
}

/** Nothing the hostile text carries became an element, a javascript: link or a script that ran. */
export async function expectInert(page: Page, where: string) {
  expect(await page.locator('[data-xss]').count(), `${where}: an element from the text was made`).toBe(0);
  expect(
    await page.locator('a[href^="javascript:" i], iframe[src^="javascript:" i]').count(),
    `${where}: a javascript: link`,
  ).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    `${where}: a script ran`,
  ).toBeUndefined();
}
