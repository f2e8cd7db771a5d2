import { toNumber } from './generic-rules.ts';
import {
  greaterThanMessage,
  greaterThanOrEqualMessage,
  lessThanMessage,
  lessThanOrEqualMessage,
} from './messages.ts';
import { isEmptyValue, type Rule } from './rule.ts';

/**
 * Comparison rules of spec section 5: the value (a number or a decimal string) against a target. `label` is what
 * {target} shows (another field's label, a formatted amount); it defaults to the target number. Empty values pass;
 * a value that is not a number fails.
 */
const comparison =
  (holds: (value: number) => boolean, message: string): Rule =>
  (value) => {
    if (isEmptyValue(value)) return null;
    const number = toNumber(value);
    return !Number.isNaN(number) && holds(number) ? null : message;
  };

export const lessThanRule = (target: number, label: string | number = target): Rule =>
  comparison((value) => value < target, lessThanMessage(label));

export const lessThanOrEqualRule = (target: number, label: string | number = target): Rule =>
  comparison((value) => value <= target, lessThanOrEqualMessage(label));

export const greaterThanRule = (target: number, label: string | number = target): Rule =>
  comparison((value) => value > target, greaterThanMessage(label));

export const greaterThanOrEqualRule = (target: number, label: string | number = target): Rule =>
  comparison((value) => value >= target, greaterThanOrEqualMessage(label));
