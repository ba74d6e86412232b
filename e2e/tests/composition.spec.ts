import { expect, test } from '@playwright/test';
import { registerThroughUi } from './helpers';

test.describe('Module Federation composition', () => {
  test('the auth atom is one instance: a sign-in made in a remote is seen by the host and another remote', async ({
    page,
  }) => {
    // Registration is mfe-auth's component; it writes the shared auth atom.
    await registerThroughUi(page, 'Grace', 'Hopper');
    // The host's top bar reads the same atom...
    await expect(page.getByRole('button', { name: 'Account menu for Grace Hopper' })).toBeVisible();
    await expect(page.getByTestId('sidebar-footer')).toContainText('Free Plan');
    // ...and so does mfe-analytics' dashboard.
    await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();

    // A sign-out made in the host is seen by the remotes: the guard sends them to sign in.
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('remotes load from the runtime config, wherever it says they live', async ({ page }) => {
    const moved: string[] = [];
    // A deployment moves mfe-auth: only /remotes.json changes, the host is not rebuilt.
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.mfe_auth = '/moved/mfe-auth/mf-manifest.json';
      await route.fulfill({ json: config });
    });
    await page.route('**/moved/**', async (route) => {
      const url = new URL(route.request().url());
      moved.push(url.pathname);
      url.pathname = url.pathname.replace('/moved/', '/remotes/');
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(moved).toContain('/moved/mfe-auth/mf-manifest.json');
  });

  test('an unreachable remote costs only its area, and Retry brings it back', async ({ page }) => {
    await registerThroughUi(page, 'Alan', 'Turing');
    await page.route('**/remotes/mfe-projects/**', (route) => route.abort('connectionrefused'));

    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page.getByText('Projects could not be loaded')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toContainText(
      '/remotes/mfe-projects/mf-manifest.json could not be reached',
    );

    // The shell and the other areas keep working.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Alan' })).toBeVisible();

    // The remote comes back: Retry loads it without a page reload.
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page.getByText('Projects could not be loaded')).toBeVisible();
    await page.unroute('**/remotes/mfe-projects/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  });

  test('a remote that answers 404 gets a specific error card', async ({ page }) => {
    await registerThroughUi(page, 'Edsger', 'Dijkstra');
    await page.route('**/remotes/mfe-content/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await page.getByRole('link', { name: 'Brand Messages' }).click();
    await expect(page.getByText('Brand Messages could not be loaded')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toContainText('mfe-content/mf-manifest.json answered 404');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Edsger' })).toBeVisible();
  });

  test('an unknown remote name in the runtime config is named in the error', async ({ page }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.mfe_authh = config.mfe_auth;
      delete config.mfe_auth;
      await route.fulfill({ json: config });
    });
    await page.goto('/login');
    await expect(page.getByText('Sign in could not be loaded')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toContainText('"mfe_auth" is not listed');
    await expect(page.getByTestId('remote-error')).toContainText('unknown remotes: "mfe_authh"');
    // Public pages of the host itself still work.
    await page.getByRole('link', { name: 'Brandcast' }).click();
    await expect(page.getByRole('heading', { name: 'Turn your business into messages that sell' })).toBeVisible();
  });
  test("one antd theme: a remote's components read the shell's ConfigProvider tokens, light and dark", async ({
    page,
  }) => {
    await registerThroughUi(page, 'Ada', 'Theme');
    // mfe-analytics' dashboard renders antd components of its own (the Statistic of its credits card, imported from
    // antd in that remote) in cards it draws from the theme's tokens.
    const component = page.locator('main .ant-statistic').first();
    const card = page.getByTestId('panel').first();
    await expect(component).toBeVisible();
    // The shell's side: its top bar (drawn from the theme's tokens) and an antd component of its own in it (the credit
    // balance's Typography).
    const bar = page.getByRole('banner');
    const shell = bar.getByTestId('credit-balance').locator('.ant-typography');
    await expect(shell).toBeVisible();
    const tokens = async (locator: typeof card, box = locator) => ({
      ...(await locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          primary: style.getPropertyValue('--ant-color-primary').trim(),
          container: style.getPropertyValue('--ant-color-bg-container').trim(),
        };
      })),
      background: await box.evaluate((element) => getComputedStyle(element).backgroundColor),
    });
    // The spec's violet (antd purple-5), not antd's default blue: the remote is under the shell's ConfigProvider.
    // (antd writes its theme's style a moment after the first render: wait for it.)
    await expect.poll(async () => (await tokens(component)).primary).toBe('#9254de');
    const light = await tokens(component, card);
    expect(light).toEqual({ ...(await tokens(shell)), background: light.background });
    expect(light.background).toBe((await tokens(shell, bar)).background);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    const dark = await tokens(component, card);
    expect(dark.container).not.toBe(light.container);
    expect(dark).toEqual({ ...(await tokens(shell)), background: dark.background });
    expect(dark.background).toBe((await tokens(shell, bar)).background);
  });
  test("antd's component styles are static CSS files, in antd's cascade layer, that follow the theme", async ({
    page,
  }) => {
    await registerThroughUi(page, 'Ada', 'Static');
    const value = page.locator('main .ant-statistic-content').first();
    await expect(value).toBeVisible();
    // Where the Statistic's rules come from: a stylesheet the page loaded with the component, inside `@layer antd`;
    // none is computed into a <style> of the page (zero-runtime mode, build-tools/src/antd-static-css.ts).
    const origin = await page.evaluate(() => {
      const rulesOf = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('');
      const sheets = [...document.styleSheets];
      return {
        computed: sheets
          .filter((sheet) => !sheet.href)
          .some((sheet) => rulesOf(sheet).includes('.ant-statistic-content')),
        files: sheets
          .filter((sheet) => sheet.href)
          .filter((sheet) =>
            [...sheet.cssRules].some(
              (rule) =>
                rule instanceof CSSLayerBlockRule &&
                rule.name === 'antd' &&
                /\.ant-statistic-content\s*\{/.test(rule.cssText),
            ),
          ).length,
      };
    });
    expect(origin).toEqual({ computed: false, files: 1 });
    // The rules read the theme's variables: the value's colour is the theme's heading colour, light then dark.
    const colours = () =>
      value.evaluate((element) => {
        const probe = document.createElement('span');
        probe.style.color = getComputedStyle(element).getPropertyValue('--ant-color-text-heading');
        element.append(probe);
        const expected = getComputedStyle(probe).color;
        probe.remove();
        return { actual: getComputedStyle(element).color, expected };
      });
    const light = await colours();
    expect(light.actual).toBe(light.expected);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    const dark = await colours();
    expect(dark.actual).toBe(dark.expected);
    expect(dark.actual).not.toBe(light.actual);
  });
});
