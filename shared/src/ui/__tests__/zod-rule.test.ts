import { z } from 'zod';
import { zodRule, zodRuleOnDemand } from '../zod-rule';

const schema = z.string().min(1, 'Enter your name').max(5, 'At most 5 characters');
type Rule = { required?: boolean; message?: string; validator: (rule: unknown, value: unknown) => Promise<void> };
const check = (rules: unknown[], value: unknown) => Promise.all((rules as Rule[]).filter((r) => r.validator).map((r) => r.validator({}, value)));

it('loads the schema only when a value is checked, and answers with the schema’s own messages', async () => {
  const load = jest.fn(async () => schema);
  const rules = zodRuleOnDemand(load, { required: true });
  expect(load).not.toHaveBeenCalled();
  expect(rules[0]).toMatchObject({ required: true });
  await expect(check(rules, '')).rejects.toThrow('Enter your name');
  await expect(check(rules, 'toolong')).rejects.toThrow('At most 5 characters');
  await expect(check(rules, 'Ada')).resolves.toBeDefined();
  expect(load).toHaveBeenCalled();
});

it('refuses what zodRule refuses, with the same message', async () => {
  const eager = zodRule(schema) as unknown as Rule[];
  const onDemand = zodRuleOnDemand(async () => schema, { required: true });
  expect(eager[0]).toMatchObject({ required: true, message: 'Enter your name' });
  await expect(check(onDemand, 'toolong')).rejects.toThrow((await check(eager, 'toolong').catch((e: Error) => e)) as Error);
});
