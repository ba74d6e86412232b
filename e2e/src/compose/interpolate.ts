/**
 * Compose's variable interpolation (the Compose Specification, "Interpolation"): `$VAR`, `${VAR}`,
 * `${VAR:-default}`, `${VAR-default}`, `${VAR:?err}`, `${VAR?err}`, nested defaults and `$$` for a literal `$`.
 * No npm package implements these rules (dotenv-expand has no `?` form), so here they are, small.
 */
export type Environment = Record<string, string | undefined>;

export class InterpolationError extends Error {}

const NAME = /^[_a-zA-Z][_a-zA-Z0-9]*/;
const BRACED = /^([_a-zA-Z][_a-zA-Z0-9]*)(?:(:?[-?])([\s\S]*))?$/;

/** The index of the `}` that closes a `${` opened just before `from`; `${` inside it nest. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '$' && text[i + 1] === '{') {
      depth += 1;
      i += 1;
    } else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new InterpolationError(`invalid interpolation format: "${text}" has an unclosed "\${"`);
}

function substitute(expression: string, env: Environment): string {
  const match = BRACED.exec(expression);
  if (!match) throw new InterpolationError(`invalid interpolation format: "\${${expression}}"`);
  const [, name = '', operator, argument = ''] = match;
  const value = env[name];
  if (!operator) return value ?? '';
  const missing = operator.startsWith(':') ? !value : value === undefined;
  if (!missing) return value!;
  if (operator.endsWith('-')) return interpolate(argument, env);
  const reason = interpolate(argument, env);
  throw new InterpolationError(`required variable ${name} is missing a value${reason ? `: ${reason}` : ''}`);
}

/** One string with its variables resolved from `env`; an unset variable without a default is empty. */
export function interpolate(text: string, env: Environment): string {
  let result = '';
  let i = 0;
  while (i < text.length) {
    const dollar = text.indexOf('$', i);
    if (dollar < 0) return result + text.slice(i);
    result += text.slice(i, dollar);
    const next = text[dollar + 1];
    if (next === '$') {
      result += '$';
      i = dollar + 2;
    } else if (next === '{') {
      const end = closingBrace(text, dollar + 2);
      result += substitute(text.slice(dollar + 2, end), env);
      i = end + 1;
    } else {
      const name = NAME.exec(text.slice(dollar + 1))?.[0];
      result += name ? (env[name] ?? '') : '$';
      i = dollar + 1 + (name?.length ?? 0);
    }
  }
  return result;
}

/** Every string value of a parsed Compose file interpolated; keys are left as they are (the spec's rule). */
export function interpolateValues(value: unknown, env: Environment): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateValues(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateValues(item, env)]));
  }
  return value;
}
