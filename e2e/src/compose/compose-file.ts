import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { interpolateValues, type Environment } from './interpolate';

// The Compose Specification's JSON schema, vendored unchanged: compose-spec/compose-spec on GitHub,
// schema/compose-spec.json at commit a08f8d51631b7127ddac3d2c65537db429d0f1d0 (2025-10-21). No npm package
// ships it kept up to date.
const require = createRequire(import.meta.url);
const schema = require('./compose-spec.json') as Record<string, unknown>;

export class ComposeFileError extends Error {}

// The schema names draft-07 by its https address; Ajv knows the same draft by the http one. Ajv's strict
// types are advice for schema authors (union types, a type beside each keyword), not for a schema we keep as is.
const ajv = new Ajv({ allErrors: true, strictTypes: false });
ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-07.json'), 'https://json-schema.org/draft-07/schema');
const validate = ajv.compile(schema);

export interface ComposeFile {
  services: Record<string, { environment?: Record<string, string> | string[]; [key: string]: unknown }>;
  [key: string]: unknown;
}

/**
 * A Compose file as `docker-compose config` resolves it, without the binary: parsed as YAML (with merge keys),
 * its variables interpolated from `env`, then checked against the Compose Specification's schema.
 */
export function loadComposeFile(file: string, env: Environment): ComposeFile {
  const parsed: unknown = parse(readFileSync(file, 'utf8'), { merge: true });
  const config = interpolateValues(parsed, env);
  if (!validate(config)) {
    const problems = validate.errors!.map((error) => `${error.instancePath || '/'} ${error.message}`);
    throw new ComposeFileError(`${file} does not follow the Compose Specification:\n${problems.join('\n')}`);
  }
  return config as ComposeFile;
}
