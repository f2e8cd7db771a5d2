import type { FieldValues } from 'react-hook-form';
import { formatNumber } from '../../../domain/format.ts';
import { parseItalianDecimal } from '../../../domain/rules/decimal.ts';
import { ItalianNumberInput, type ItalianNumberInputProps } from './italian-number-input.tsx';

export type DecimalInputProps<T extends FieldValues> = ItalianNumberInputProps<T>;

/**
 * The one input of a decimal measure. It reads what is typed the Italian way (`1.200,5` and `1200,5` are 1200.5,
 * through `parseItalianDecimal`) and holds the number, null when blank; text that does not read as a decimal (`2.70`)
 * stays in the form as typed, so the schema refuses it with its Italian reason.
 */
export function DecimalInput<T extends FieldValues>(props: DecimalInputProps<T>) {
  const read = (text: string): number | null | string => {
    const parsed = parseItalianDecimal(text);
    return parsed === undefined ? null : 'value' in parsed ? parsed.value : text;
  };
  return <ItalianNumberInput {...props} show={formatNumber} read={read} />;
}
