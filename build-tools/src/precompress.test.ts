import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDist } from './precompress';

describe('the build precompresses its output', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  };

  test('writes .br and .gz beside every text file, each decompressing to the file', () => {
    const js = 'export const greeting = "hello";\n'.repeat(100);
    write('static/js/main.3f9a1c2b.js', js);
    write('index.html', `<!doctype html><title>Brandcast</title>${'<p>text</p>'.repeat(200)}`);
    write('mf-manifest.json', JSON.stringify({ name: 'x', padding: 'y'.repeat(2000) }));
    compressDist(dist);
    const file = path.join(dist, 'static/js/main.3f9a1c2b.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 10);
    for (const name of ['index.html', 'mf-manifest.json']) {
      expect(existsSync(path.join(dist, `${name}.br`))).toBe(true);
      expect(existsSync(path.join(dist, `${name}.gz`))).toBe(true);
    }
  });

  test('leaves alone remotes.json (edited after the build), tiny files and binary ones', () => {
    write(
      'remotes.json',
      JSON.stringify({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json', padding: 'x'.repeat(2000) }),
    );
    write('static/js/tiny.0a1b2c3d.js', 'console.log(1)');
    write('static/image/logo.0a1b2c3d.png', 'p'.repeat(5000));
    expect(compressDist(dist)).toEqual([]);
    for (const name of ['remotes.json', 'static/js/tiny.0a1b2c3d.js', 'static/image/logo.0a1b2c3d.png']) {
      expect(existsSync(path.join(dist, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${name}.gz`))).toBe(false);
    }
  });
});
