import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANTD_CORE_CHUNK_SPLIT } from './chunk-groups';
import { EARLY_CHUNKS, EARLY_CHUNKS_PRELOAD, lowPriorityScriptPreloads } from './early-chunks';

const root = path.resolve(__dirname, '../..');
const [include] = EARLY_CHUNKS_PRELOAD.include;

describe("the host page's early chunks", () => {
  test("are React's and antd's core, each page's largest files, and each is a chunk group's name", () => {
    expect(EARLY_CHUNKS).toEqual(['framework', 'antd-core']);
    // A name no group gives would preload nothing, silently.
    const names = Object.values(ANTD_CORE_CHUNK_SPLIT.override.cacheGroups).map((group) => group.name);
    expect(names).toEqual(expect.arrayContaining([...EARLY_CHUNKS]));
  });

  test("Rsbuild's preload takes their scripts and no other file", () => {
    expect(EARLY_CHUNKS_PRELOAD.type).toBe('async-chunks');
    expect(include!.test('/static/js/async/framework.0123456789.js')).toBe(true);
    expect(include!.test('/static/js/async/antd-core.abcdef0123.js')).toBe(true);
    expect(include!.test('/static/css/async/antd-core.abcdef0123.css')).toBe(false);
    expect(include!.test('/static/js/async/antd-everyday.abcdef0123.js')).toBe(false);
    expect(include!.test('/static/js/async/my-framework.abcdef0123.js')).toBe(false);
  });

  test('script preloads are low priority; other tags are left as they are', () => {
    const icon = { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg' } };
    const config = { tag: 'link', attrs: { rel: 'preload', as: 'fetch', href: '/remotes.json' } };
    const script = {
      tag: 'link',
      attrs: { rel: 'preload', as: 'script', href: '/static/js/async/framework.0123456789.js' },
    };
    expect(lowPriorityScriptPreloads([icon, config, script])).toEqual([
      icon,
      config,
      { tag: 'link', attrs: { ...script.attrs, fetchpriority: 'low' } },
    ]);
  });

  test("the host's build uses both", () => {
    const config = readFileSync(path.join(root, 'host/rsbuild.config.ts'), 'utf8');
    expect(config).toMatch(/preload: EARLY_CHUNKS_PRELOAD/);
    expect(config).toMatch(/tags: \[[^\]]*lowPriorityScriptPreloads,?\s*\]/);
  });
});
