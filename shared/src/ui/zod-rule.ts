import type { ZodType } from 'zod';

/**
 * antd Form rules that validate a field with the same zod schema the API uses. antd skips a
 * validator on an empty field unless the rule is `required`, so a schema that refuses empty text
 * also gets a required rule carrying the schema's own message.
 */
export function zodRule(schema: ZodType) {
  const empty = schema.safeParse('');
  const validator = {
    validator: async (_rule: unknown, value: unknown) => {
      // An empty field is the required rule's to report, once.
      if (!empty.success && (value === undefined || value === null || value === '')) return;
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
  return empty.success ? [validator] : [{ required: true, message: empty.error.issues[0]?.message }, validator];
}
