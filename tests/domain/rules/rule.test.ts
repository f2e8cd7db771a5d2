import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { lessThanRule } from '../../../domain/rules/comparison-rules.ts';
import { minLengthRule, requiredRule } from '../../../domain/rules/generic-rules.ts';
import { firstMessage, withRules } from '../../../domain/rules/rule.ts';

const messagesOf = (result: { error?: z.ZodError | undefined }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('rules in zod schemas', () => {
  it('stops at the first failing rule', () => {
    const rules = [requiredRule('Nome'), minLengthRule('Nome', 3)];
    expect(firstMessage('', rules)).toBe('Il campo Nome è richiesto');
    expect(firstMessage('ab', rules)).toBe('Il campo Nome deve contenere almeno 3 caratteri');
    expect(firstMessage('abc', rules)).toBeNull();
  });

  it('reports a rule message on the field path of an object schema', () => {
    const schema = z.object({
      name: withRules(z.string().optional(), requiredRule('Nome'), minLengthRule('Nome', 3)),
      floors: withRules(z.number(), lessThanRule(10)),
    });
    expect(messagesOf(schema.safeParse({ name: '  ', floors: 3 }))).toEqual([['name', 'Il campo Nome è richiesto']]);
    expect(messagesOf(schema.safeParse({ name: undefined, floors: 3 }))).toEqual([['name', 'Il campo Nome è richiesto']]);
    expect(messagesOf(schema.safeParse({ name: 'Mario', floors: 12 }))).toEqual([
      ['floors', 'Il valore deve essere inferiore a 10'],
    ]);
    expect(schema.safeParse({ name: 'Mario', floors: 3 }).success).toBe(true);
  });

  it('needs a non-optional base to require a key that may be absent (zod skips absent optional keys)', () => {
    const lenient = z.object({ name: withRules(z.string().optional(), requiredRule('Nome')) });
    const strict = z.object({ name: withRules(z.unknown(), requiredRule('Nome')) });
    expect(lenient.safeParse({}).success).toBe(true);
    expect(messagesOf(strict.safeParse({}))).toEqual([['name', 'Il campo Nome è richiesto']]);
  });

  it('keeps the schema type', () => {
    const schema = withRules(z.string(), requiredRule('Nome'));
    const parsed: string = schema.parse('Mario');
    expect(parsed).toBe('Mario');
  });
});
