import type { FieldValues } from 'react-hook-form';
import { formatMoneyInput } from '../../../domain/format.ts';
import { parseEuro } from '../../../domain/rules/money.ts';
import { ItalianNumberInput, type ItalianNumberInputProps } from './italian-number-input.tsx';

export type MoneyInputProps<T extends FieldValues> = Omit<ItalianNumberInputProps<T>, 'unit'>;

/**
 * The one input of every money field. It reads what is typed the Italian way (`1.500,50` and `1500,50` are 150050
 * cents) and holds integer cents, null when blank; text that does not read as an amount (`1.50050`, `12,345`) stays in
 * the form as typed, so the money schema refuses it with its Italian reason.
 */
export function MoneyInput<T extends FieldValues>(props: MoneyInputProps<T>) {
  const read = (text: string): number | null | string => {
    if (text.trim() === '') return null;
    const parsed = parseEuro(text, props.label);
    return 'cents' in parsed ? parsed.cents : text;
  };
  const show = (cents: number): string => (Number.isInteger(cents) ? formatMoneyInput(cents) : '');
  return <ItalianNumberInput {...props} unit="€" show={show} read={read} />;
}
