import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildAllInOneServer } from '../src/all-in-one-server';
import { PRERENDERED_PAGES, REMOTE_FOLDERS } from '../src/static-site';
import { json, openTestDatabase, testConfig, type TestDatabase } from './helpers';

function makeBuilds(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'brandcast-serve-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('host/dist/index.html', '<!doctype html><title>Brandcast</title><div id="root"></div>');
  write('host/dist/remotes.json', '{"mfe_projects":"/remotes/mfe-projects/mf-manifest.json"}');
  write('host/dist/static/js/main.3f9a1c2b.js', 'console.log("host")');
  for (const remote of REMOTE_FOLDERS) {
    write(`${remote}/dist/mf-manifest.json`, `{"name":"${remote}"}`);
    write(`${remote}/dist/static/js/remote.0a1b2c3d.js`, `console.log("${remote}")`);
  }
  // What the build's precompress step (build-tools/src/precompress.ts) writes beside each file.
  for (const file of [
    'host/dist/index.html',
    'host/dist/static/js/main.3f9a1c2b.js',
    'mfe-projects/dist/mf-manifest.json',
  ]) {
    const content = readFileSync(path.join(root, file));
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(content));
  }
  return root;
}

describe('the all-in-one server (all-in-one-server.ts)', () => {
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

  const serve = async (t: { after(fn: () => unknown): void }, remotesConfig?: string) => {
    const server = await buildAllInOneServer({ config: testConfig(), root, database: db, remotesConfig });
    t.after(() => server.close());
    return server;
  };

  test('serves the API under /api, with its own 404', async (t) => {
    const server = await serve(t);
    const health = await server.inject({ url: '/api/health' });
    assert.deepEqual(json(health), { status: 'ok', db: 'pglite' });
    const unknown = await server.inject({ url: '/api/unknown' });
    assert.equal(unknown.statusCode, 404);
    assert.match(json(unknown).message, /in this API/);
  });

  test('serves host/dist at / and falls back to index.html for client routes', async (t) => {
    const server = await serve(t);
    for (const url of ['/', '/index.html', '/projects/123/edit', '/login?next=%2Fdashboard', '/anything/unknown']) {
      const response = await server.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>Brandcast<\/title>/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
    }
    const asset = await server.inject({ url: '/static/js/main.3f9a1c2b.js' });
    assert.equal(asset.statusCode, 200);
    assert.match(asset.headers['cache-control'] as string, /immutable/);
    assert.equal(asset.headers['content-security-policy'], undefined);
    assert.equal(asset.headers['x-content-type-options'], 'nosniff');
    const post = await server.inject({ method: 'POST', url: '/projects' });
    assert.equal(post.statusCode, 404);
  });

  test('serves each remote at /remotes/<folder>/; unknown files there answer 404', async (t) => {
    const server = await serve(t);
    for (const remote of REMOTE_FOLDERS) {
      const manifest = await server.inject({ url: `/remotes/${remote}/mf-manifest.json` });
      assert.equal(manifest.statusCode, 200, remote);
      assert.deepEqual(json(manifest), { name: remote });
      assert.equal(manifest.headers['cache-control'], 'no-cache');
      assert.equal(manifest.headers['access-control-allow-origin'], '*');
    }
    for (const url of ['/remotes/mfe-projects/nope.js', '/remotes/mfe-unknown/mf-manifest.json', '/remotes/']) {
      const response = await server.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /<title>/);
    }
  });

  test('/remotes.json comes from host/dist, or from REMOTES_CONFIG when set', async (t) => {
    const plain = await serve(t);
    const fromHost = await plain.inject({ url: '/remotes.json' });
    assert.equal(fromHost.statusCode, 200);
    assert.equal(json(fromHost).mfe_projects, '/remotes/mfe-projects/mf-manifest.json');
    assert.equal(fromHost.headers['cache-control'], 'no-cache');

    const override = path.join(root, 'remotes.production.json');
    writeFileSync(override, '{"mfe_projects":"https://cdn.example/mfe-projects/mf-manifest.json"}');
    const configured = await serve(t, override);
    const response = await configured.inject({ url: '/remotes.json' });
    assert.equal(json(response).mfe_projects, 'https://cdn.example/mfe-projects/mf-manifest.json');
    assert.equal(response.headers['cache-control'], 'no-cache');

    const broken = path.join(root, 'broken.json');
    writeFileSync(broken, '{nope');
    await assert.rejects(
      buildAllInOneServer({ config: testConfig(), root, database: db, remotesConfig: broken }),
      /REMOTES_CONFIG .* not valid JSON/,
    );
  });

  test('sends the precompressed copy the browser accepts, with Vary, and the file itself otherwise', async (t) => {
    const server = await serve(t);
    const asset = '/static/js/main.3f9a1c2b.js';
    const br = await server.inject({ url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(br.headers['content-type'] as string, /javascript/);
    assert.match(br.headers.vary as string, /accept-encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), 'console.log("host")');

    const gzip = await server.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), 'console.log("host")');

    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await server.inject({ url: asset, headers });
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body, 'console.log("host")');
      assert.match(plain.headers.vary as string, /accept-encoding/i);
      assert.match(plain.headers['cache-control'] as string, /immutable/);
    }

    // A file without a compressed copy is sent as is, whatever the browser accepts.
    const remote = await server.inject({
      url: '/remotes/mfe-auth/static/js/remote.0a1b2c3d.js',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(remote.headers['content-encoding'], undefined);
    assert.equal(remote.body, 'console.log("mfe-auth")');
  });

  test('the files that say where everything is are revalidated, compressed or not', async (t) => {
    const server = await serve(t);
    for (const headers of [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }, {}]) {
      for (const url of ['/', '/index.html', '/dashboard', '/remotes/mfe-projects/mf-manifest.json', '/remotes.json']) {
        const response = await server.inject({ url, headers });
        assert.equal(response.statusCode, 200, url);
        assert.equal(response.headers['cache-control'], 'no-cache', `${url} ${JSON.stringify(headers)}`);
      }
    }
    const page = await server.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(page.rawPayload).toString(), /<title>Brandcast<\/title>/);
    const manifest = await server.inject({
      url: '/remotes/mfe-projects/mf-manifest.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(manifest.headers['content-encoding'], 'gzip');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
  });

  test('serves the pre-rendered public pages at their paths, and the app everywhere else', async (t) => {
    const built = makeBuilds();
    t.after(() => rmSync(built, { recursive: true, force: true }));
    for (const [url, file] of Object.entries(PRERENDERED_PAGES)) {
      const html = `<!doctype html><title>pre-rendered ${url}</title><h1>Page</h1>`;
      mkdirSync(path.join(built, 'host/dist/pages'), { recursive: true });
      writeFileSync(path.join(built, 'host/dist/pages', file), html);
      writeFileSync(path.join(built, 'host/dist/pages', `${file}.br`), brotliCompressSync(html));
    }
    const server = await buildAllInOneServer({ config: testConfig(), root: built, database: db });
    t.after(() => server.close());
    for (const url of Object.keys(PRERENDERED_PAGES)) {
      const plain = await server.inject({ url });
      assert.equal(plain.statusCode, 200, url);
      assert.match(plain.body, new RegExp(`pre-rendered ${url}<`), url);
      assert.match(plain.headers['content-type'] as string, /text\/html/);
      assert.equal(plain.headers['cache-control'], 'no-cache', url);
      const br = await server.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(br.headers['content-encoding'], 'br', url);
      assert.equal(br.headers['cache-control'], 'no-cache', url);
      assert.match(brotliDecompressSync(br.rawPayload).toString(), new RegExp(`pre-rendered ${url}<`));
    }
    for (const url of ['/login', '/register', '/dashboard', '/index.html', '/pricing/extra']) {
      const app = await server.inject({ url });
      assert.equal(app.statusCode, 200, url);
      assert.match(app.body, /<title>Brandcast<\/title>/, url);
    }
  });

  test('a missing build fails with a message naming the build command', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'brandcast-nobuild-'));
    try {
      await assert.rejects(buildAllInOneServer({ config: testConfig(), root: empty, database: db }), (error: Error) => {
        assert.match(error.message, /front end is not built/);
        assert.match(error.message, /host[/\\]dist/);
        assert.match(error.message, /npm run build/);
        return true;
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
