import { z } from 'zod';

/**
 * A request body's object: the keys it names and no others. A key it does not know is refused and named,
 * with the ones it takes, so a typo ("businessName" for "details.businessName") is an error the caller can
 * fix rather than data silently dropped.
 */
export function bodyObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}. Known: ${known}`
        : undefined,
  });
}

/** An id field of a body or query (`projectId`, `messageId`, …): a uuid, else a 400 that names the field. */
export const uuidField = (name: string) => z.uuid({ error: `${name} must be an id like 3f0c…` });
