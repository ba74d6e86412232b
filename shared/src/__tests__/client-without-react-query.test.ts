import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shared client is a singleton module, loaded whole before every first render (a shared module is not
 * tree-shaken): an import of React Query anywhere in it brought React Query to the sign-in pages.
 * Its queries live in @brandcast/shared/queries.
 */
it('the shared client does not import React Query', () => {
  const dir = path.join(__dirname, '..', 'client');
  const importers = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => /from '@tanstack\/react-query'/.test(readFileSync(path.join(dir, file), 'utf8')));
  expect(importers).toEqual([]);
});
