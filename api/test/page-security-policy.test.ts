import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync } from 'node:zlib';
import { recordingOrigins, remoteOrigins } from '../src/page-security-policy';
import { buildAllInOneServer } from '../src/all-in-one-server';
import { PRERENDERED_PAGES, REMOTE_FOLDERS } from '../src/static-site';
import { openTestDatabase, testConfig, type TestDatabase } from './helpers';

/** The theme script the pre-rendered pages carry inline (host/src/public-pages/document.tsx), and its hash. */
const THEME_SCRIPT = `(function(){document.documentElement.setAttribute('data-theme','dark')})()`;
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

function makeBuilds(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'brandcast-csp-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    if (file.endsWith('.html')) writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(text));
  };
  write(
    'host/dist/index.html',
    '<!doctype html><title>Brandcast</title><script defer src="/static/js/index.3f9a1c2b.js"></script><div id="root"></div>',
  );
  write('host/dist/remotes.json', '{"mfe_projects":"/remotes/mfe-projects/mf-manifest.json"}');
  write('host/dist/static/js/index.3f9a1c2b.js', 'console.log("host")');
  for (const file of Object.values(PRERENDERED_PAGES)) {
    write(
      `host/dist/pages/${file}`,
      `<!doctype html><title>${file}</title><style>h1{color:red}</style><script>${THEME_SCRIPT}</script><h1>Page</h1>`,
    );
  }
  for (const remote of REMOTE_FOLDERS) {
    write(
      `${remote}/dist/index.html`,
      `<!doctype html><title>${remote}</title><script defer src="static/js/index.0a1b2c3d.js"></script>`,
    );
    write(`${remote}/dist/mf-manifest.json`, `{"name":"${remote}"}`);
  }
  return root;
}

/** The policy's directives, by name. */
function directives(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'a Content-Security-Policy header');
  return new Map(
    (header as string).split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Every URL that answers a page: the pre-rendered ones, the app's index.html and its routes, a remote's own shell. */
const PAGE_URLS = [
  ...Object.keys(PRERENDERED_PAGES),
  '/index.html',
  '/dashboard',
  '/login?next=%2Fdashboard',
  '/projects/1/edit',
  '/remotes/mfe-auth/index.html',
];

describe("the pages' Content-Security-Policy", () => {
  let db: TestDatabase;
  let root: string;
  before(async () => {
    db = await openTestDatabase('pglite');
    root = makeBuilds();
  });
  after(async () => {
    await db.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  test("every page answer carries it, naming the remotes' origins and the hashes of the build's inline scripts", async (t) => {
    const remotesConfig = path.join(root, 'remotes.production.json');
    writeFileSync(
      remotesConfig,
      JSON.stringify({
        mfe_auth: '/remotes/mfe-auth/mf-manifest.json',
        mfe_projects: 'https://cdn.example/mfe-projects/mf-manifest.json',
        mfe_content: 'http://127.0.0.1:4100/remotes/mfe-content/mf-manifest.json',
        mfe_analytics: 'https://cdn.example/mfe-analytics/mf-manifest.json',
      }),
    );
    const server = await buildAllInOneServer({ config: testConfig(), root, database: db, remotesConfig });
    t.after(() => server.close());
    const remotes = ['http://127.0.0.1:4100', 'https://cdn.example'];

    for (const url of PAGE_URLS) {
      for (const headers of [{}, { 'accept-encoding': 'br' }]) {
        const label = `${url} ${JSON.stringify(headers)}`;
        const response = await server.inject({ url, headers });
        assert.equal(response.statusCode, 200, label);
        assert.match(response.headers['content-type'] as string, /text\/html/, label);
        const policy = directives(response.headers['content-security-policy']);
        assert.deepEqual(policy.get('script-src'), ["'self'", ...remotes, THEME_HASH], label);
        assert.deepEqual(policy.get('connect-src'), ["'self'", ...remotes], label);
        for (const name of ['style-src', 'img-src', 'font-src']) {
          for (const origin of remotes) assert.ok(policy.get(name)?.includes(origin), `${name} of ${label}`);
        }
        assert.deepEqual(policy.get('default-src'), ["'self'"], label);
        assert.deepEqual(policy.get('object-src'), ["'none'"], label);
        assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], label);
        assert.deepEqual(policy.get('base-uri'), ["'self'"], label);
      }
    }
    // The files a page loads are not pages.
    for (const url of ['/static/js/index.3f9a1c2b.js', '/remotes.json', '/remotes/mfe-auth/mf-manifest.json']) {
      const response = await server.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['content-security-policy'], undefined, url);
    }
  });

  test('without REMOTES_CONFIG the built remotes.json is read: remotes on this server add no origin', async (t) => {
    const server = await buildAllInOneServer({ config: testConfig(), root, database: db });
    t.after(() => server.close());
    for (const url of ['/', '/dashboard']) {
      const policy = directives((await server.inject({ url })).headers['content-security-policy']);
      assert.deepEqual(policy.get('script-src'), ["'self'", THEME_HASH], url);
      assert.deepEqual(policy.get('connect-src'), ["'self'"], url);
      const everySource = [...policy.values()].flat();
      assert.ok(!everySource.includes("'unsafe-eval'"), url);
      assert.ok(!policy.get('script-src')?.includes("'unsafe-inline'"), url);
    }
  });

  test("recordings in a bucket play from the bucket's origin", async (t) => {
    const bucket = {
      bucket: 'clips',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://media.example',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
      prefix: 'recordings/',
    };
    assert.deepEqual(recordingOrigins(undefined), []);
    assert.deepEqual(recordingOrigins(bucket), ['https://media.example']);
    assert.deepEqual(recordingOrigins({ ...bucket, forcePathStyle: false }), ['https://clips.media.example']);
    assert.deepEqual(recordingOrigins({ ...bucket, publicEndpoint: undefined }), ['http://minio:9000']);
    assert.deepEqual(
      recordingOrigins({ ...bucket, endpoint: undefined, publicEndpoint: undefined, forcePathStyle: false }),
      ['https://*.amazonaws.com'],
    );

    const server = await buildAllInOneServer({ config: { ...testConfig(), s3: bucket }, root, database: db });
    t.after(() => server.close());
    const policy = directives((await server.inject({ url: '/projects/1' })).headers['content-security-policy']);
    assert.deepEqual(policy.get('media-src'), ["'self'", 'blob:', 'https://media.example']);
  });

  test("remotes.json's addresses become origins; relative ones are this server", () => {
    assert.deepEqual(
      remoteOrigins(
        JSON.stringify({
          a: '/remotes/mfe-auth/mf-manifest.json',
          b: 'https://cdn.example:8443/b/mf-manifest.json',
          c: '//static.example/c/mf-manifest.json',
          d: 'https://cdn.example:8443/d/mf-manifest.json',
          e: 'javascript:alert(1)',
        }),
      ),
      ['https://cdn.example:8443', 'static.example'],
    );
  });
});
