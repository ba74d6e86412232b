import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const conf = readFileSync(path.resolve(import.meta.dirname, '../../../../.config/docker/web.nginx.conf'), 'utf8');
/** The directives, comments left out. */
const directives = conf.replace(/#.*$/gm, '');

describe('the static services of docker-compose.yml (web.nginx.conf)', () => {
  it('send the .gz copies the build writes, varying on Accept-Encoding', () => {
    assert.match(directives, /^\s*gzip_static on;/m);
    assert.match(directives, /^\s*gzip_vary on;/m);
  });

  it("send the host's pre-rendered public pages at their paths", () => {
    assert.match(directives, /location = \/ \{[^}]*try_files \/pages\/landing\.html \/index\.html;/);
    assert.match(
      directives,
      /location ~ \^\/\(pricing\|terms\|privacy\)\$ \{[^}]*try_files \/pages\/\$1\.html \/index\.html;/,
    );
  });

  it('cache hashed assets for good and revalidate the files that say where everything is', () => {
    assert.match(directives, /location \/static\/ \{[^}]*max-age=31536000, immutable/);
    assert.match(directives, /location ~ \\\.\(json\|html\)\$ \{[^}]*no-cache/);
  });
});
