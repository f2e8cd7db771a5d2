import type { z } from 'zod';

/** A validation rule: the Italian message when the value breaks it, null when it holds. */
export type Rule = (value: unknown) => string | null;

/** Empty for the non-required rules: they pass on it, so that `required` alone decides about missing values. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The first message among the rules, in order (a rule list stops at its first failure). */
export function firstMessage(value: unknown, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

/** A zod `superRefine` callback that reports the first failing rule's message as a custom issue. */
export const ruleRefinement =
  (...rules: Rule[]) =>
  (value: unknown, ctx: z.RefinementCtx): void => {
    const message = firstMessage(value, rules);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  };

/**
 * The schema with the rules appended as one refinement: `withRules(z.string().optional(), requiredRule('Nome'))`.
 * zod skips an optional key that is absent from the object, so to require a key that may be missing altogether use a
 * non-optional base such as `z.unknown()`.
 */
export const withRules = <S extends z.ZodType>(schema: S, ...rules: Rule[]): S =>
  schema.superRefine(ruleRefinement(...rules));
