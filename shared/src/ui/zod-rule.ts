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

/**
 * zodRule for a schema loaded when the field is first checked (blur or submit), not before the page renders: zod is
 * ~21 KB gzip, and the sign-in and registration pages render without it (issue 15). The messages are the schema's
 * own, an empty field's included. `required` is what the schema says of an empty field, given here because the
 * schema is not loaded yet; it marks the field required for assistive technology (aria-required) as zodRule does.
 */
export function zodRuleOnDemand(load: () => Promise<ZodType>, { required }: { required: boolean }) {
  return [
    {
      required,
      validator: async (_rule: unknown, value: unknown) => {
        const result = (await load()).safeParse(value ?? '');
        if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
      },
    },
  ];
}
