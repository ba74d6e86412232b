// Fails when a package's dependency drifts from the workspace catalog: every external dependency is
// `catalog:` (one exact version for all, in pnpm-workspace.yaml) and every workspace one `workspace:*`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
/** The lines of a top-level block of pnpm-workspace.yaml, e.g. `packages:`. */
const block = (key) => workspace.split(new RegExp(`^${key}:\\s*$`, 'm'))[1]?.split(/^\S/m)[0] ?? '';
const packages = [...block('packages').matchAll(/^ {2}- (\S+)$/gm)].map((m) => m[1]);
const catalogBlock = block('catalog');
const catalog = new Map([...catalogBlock.matchAll(/^ {2}["']?([^"':\s]+)["']?: (\S+)$/gm)].map((m) => [m[1], m[2]]));

const problems = [];
for (const [name, version] of catalog) {
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
    problems.push(`catalog: ${name} is "${version}", not an exact version`);
}
const workspaceNames = new Set(
  packages.map((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name),
);
for (const dir of packages) {
  const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
      if (workspaceNames.has(name)) {
        if (spec !== 'workspace:*') problems.push(`${dir}: ${name} should be "workspace:*", is "${spec}"`);
      } else if (spec !== 'catalog:') {
        problems.push(`${dir}: ${name} is "${spec}"; declare it once in the catalog and use "catalog:"`);
      } else if (!catalog.has(name)) {
        problems.push(`${dir}: ${name} uses "catalog:" but the catalog has no entry for it`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Dependency versions drift:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Dependency versions: ${catalog.size} pinned in the catalog, ${packages.length} packages use them.`);
