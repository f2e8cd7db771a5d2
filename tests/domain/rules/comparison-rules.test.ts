import { describe, expect, it } from 'vitest';
import {
  greaterThanOrEqualRule,
  greaterThanRule,
  lessThanOrEqualRule,
  lessThanRule,
} from '../../../domain/rules/comparison-rules.ts';
import type { Rule } from '../../../domain/rules/rule.ts';

type Row = readonly [name: string, rule: Rule, value: unknown, expected: string | null];

describe('comparison rules', () => {
  it.each<Row>([
    ['less than accepts a smaller value', lessThanRule(10), 9, null],
    ['less than refuses an equal value', lessThanRule(10), 10, 'Il valore deve essere inferiore a 10'],
    ['less or equal accepts an equal value', lessThanOrEqualRule(10), '10', null],
    ['less or equal refuses a greater value', lessThanOrEqualRule(10), 10.01, 'Il valore deve essere inferiore o uguale a 10'],
    ['greater than accepts a greater value', greaterThanRule(0), '0,5', null],
    ['greater than refuses an equal value', greaterThanRule(0), 0, 'Il valore deve essere maggiore a 0'],
    ['greater or equal accepts an equal value', greaterThanOrEqualRule(18), 18, null],
    ['greater or equal refuses a smaller value', greaterThanOrEqualRule(18), 17, 'Il valore deve essere maggiore o uguale a 18'],
    ['shows a label in place of the target', lessThanRule(100, 'Importo massimo'), 150, 'Il valore deve essere inferiore a Importo massimo'],
    ['refuses a value that is not a number', greaterThanRule(0), 'molto', 'Il valore deve essere maggiore a 0'],
    ['leaves an empty value to the required rule', lessThanRule(10), '', null],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});
