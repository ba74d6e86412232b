import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type FieldSchemas = Record<string, z.ZodType>;
type Errors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The sign-in and registration forms, checked by their schema in shared as antd's Form checked them (each field as it
 * changes, every field on submit, the schema's own messages) without antd's Form, whose field store and
 * async-validator were ~20 KB gzip before /login's first render. The schema loads on the first check: the
 * page renders without zod. Every field is required (schemas-on-demand.test.ts holds the schemas to that).
 */
export function useSchemaForm<Shape extends FieldSchemas>(loadSchema: () => Promise<z.ZodObject<Shape>>) {
  type Field = keyof Shape & string;
  const [errors, setErrors] = useState<Errors<Field>>({});

  const check = async (name: Field, value: string) => {
    const result = (await loadSchema()).shape[name]!.safeParse(value);
    setErrors((current) => ({ ...current, [name]: result.success ? undefined : messageOf(result.error) }));
  };

  /** What a field's control takes: its id and name, its status, and what ties its label's error and hint to it. */
  const field = (name: Field, { hint = false }: { hint?: boolean } = {}) => {
    const describedBy = [errors[name] ? errorId(name) : null, hint ? hintId(name) : null].filter(Boolean).join(' ');
    return {
      id: name,
      name,
      status: errors[name] ? ('error' as const) : undefined,
      'aria-required': true,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => void check(name, event.target.value),
    };
  };

  /** Checks every field, and sends what the schema makes of them (trimmed, the email in lower case) if all pass. */
  const onSubmit =
    (send: (values: z.output<z.ZodObject<Shape>>) => void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const values = Object.fromEntries(new FormData(event.currentTarget));
      const result = (await loadSchema()).safeParse(values);
      if (!result.success) {
        const byField: Errors<Field> = {};
        for (const issue of result.error.issues) {
          const name = issue.path[0] as Field;
          byField[name] ??= issue.message;
        }
        setErrors(byField);
        return;
      }
      setErrors({});
      send(result.data);
    };

  return { errors, field, onSubmit };
}

const messageOf = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid value';

/** The ids of a field's error and hint, as its control's aria-describedby names them. */
export const errorId = (name: string) => `${name}_help`;
export const hintId = (name: string) => `${name}_extra`;
