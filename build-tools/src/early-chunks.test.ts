import { EARLY_CHUNKS, earlyChunkTags } from './early-chunks';

const chunks = new Map([
  ['framework', { files: new Set(['static/js/async/framework.0123456789.js']) }],
  ['antd-core', { files: new Set(['static/js/async/antd-core.abcdef0123.js', 'static/css/async/antd-core.abcdef0123.css']) }],
]);

describe("the host page's early chunks", () => {
  test("are React's and antd's core, each page's largest files", () => {
    expect(EARLY_CHUNKS).toEqual(['framework', 'antd-core']);
  });

  test('each named chunk\'s script is preloaded at low priority, from the asset prefix', () => {
    expect(earlyChunkTags(chunks, ['framework', 'antd-core'], '/')).toEqual([
      { tag: 'link', attrs: { rel: 'preload', as: 'script', href: '/static/js/async/framework.0123456789.js', fetchpriority: 'low' } },
      { tag: 'link', attrs: { rel: 'preload', as: 'script', href: '/static/js/async/antd-core.abcdef0123.js', fetchpriority: 'low' } },
    ]);
    expect(earlyChunkTags(chunks, ['framework'], 'https://cdn.example.com/app')[0]!.attrs?.href).toBe(
      'https://cdn.example.com/app/static/js/async/framework.0123456789.js',
    );
  });

  test('a name with no chunk fails the build rather than preloading nothing', () => {
    expect(() => earlyChunkTags(chunks, ['framwork'], '/')).toThrow('no chunk is named "framwork"');
  });
});
