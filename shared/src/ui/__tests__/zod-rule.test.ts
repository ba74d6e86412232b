import { z } from 'zod';
import { zodRule } from '../zod-rule';

const schema = z.string().min(1, 'Enter your name').max(5, 'At most 5 characters');
type Rule = { required?: boolean; message?: string; validator: (rule: unknown, value: unknown) => Promise<void> };
const check = (rules: unknown[], value: unknown) =>
  Promise.all((rules as Rule[]).filter((r) => r.validator).map((r) => r.validator({}, value)));

it("marks a field required with the schema's own message when the schema refuses it empty, and refuses what the schema refuses", async () => {
  const rules = zodRule(schema) as unknown as Rule[];
  expect(rules[0]).toMatchObject({ required: true, message: 'Enter your name' });
  await expect(check(rules, 'toolong')).rejects.toThrow('At most 5 characters');
  await expect(check(rules, 'Ada')).resolves.toBeDefined();
});
