/**
 * Build step of the host (`npm run build`): writes each public page as HTML to dist/pages/ and compresses it like
 * the rest of the build. Bundled for Node by rsbuild.prerender.config.ts, then run from the host's folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressDist } from '@brandcast/build-tools/precompress';
import { PUBLIC_PAGES, renderPublicPage } from './document';

const out = path.resolve(process.cwd(), 'dist', 'pages');
mkdirSync(out, { recursive: true });
for (const page of PUBLIC_PAGES) {
  writeFileSync(path.join(out, page.file), renderPublicPage(page));
}
compressDist(out);
console.log(`pre-rendered ${PUBLIC_PAGES.map((p) => p.path).join(', ')} to ${path.relative(process.cwd(), out)}/`);
