import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_DATABASE_URL, openTestDatabase } from '../helpers';

test(
  'PostgreSQL: every connection of the pool runs without JIT compilation, in its own schema',
  { skip: TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL' },
  async () => {
    const db = await openTestDatabase('postgres');
    try {
      // Five reads at once take five connections; each must say so.
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          db.transaction((tx) =>
            tx.query<{ jit: string; path: string }>(
              "SELECT current_setting('jit') AS jit, current_setting('search_path') AS path",
            ),
          ),
        ),
      );
      const [{ path } = { path: '' }] = await db.query<{ path: string }>(
        "SELECT current_setting('search_path') AS path",
      );
      assert.match(path, /^"?test_/);
      assert.deepEqual(
        answers.flat(),
        Array.from({ length: 5 }, () => ({ jit: 'off', path })),
      );
    } finally {
      await db.dispose();
    }
  },
);
