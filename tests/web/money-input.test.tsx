// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { moneyCents } from '../../domain/rules/money.ts';
import { MoneyInput } from '../../src/components/form/money-input.tsx';

const schema = z.object({ amount: moneyCents('Importo').nullable() });
type Values = z.output<typeof schema>;

/** A form with one money field; what it saves goes to `saved`. */
function AmountForm({ saved, initial = null }: { saved: Values[]; initial?: number | null }) {
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { amount: initial },
  });
  return (
    <form
      aria-label="Importo"
      onSubmit={(event) =>
        void handleSubmit((values) => {
          saved.push(values);
        })(event)
      }
    >
      <MoneyInput control={control} name="amount" label="Importo" />
      <button type="submit">Salva</button>
    </form>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Importo' });

function typeAndSave(text: string) {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
  fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
}

afterEach(cleanup);

describe('the money input', () => {
  it.each(['1.500,50', '1500,50', '1.500,50 €'])(
    'reads %j as 150050 cents and shows 1.500,50 once left',
    async (typed) => {
      const saved: Values[] = [];
      render(<AmountForm saved={saved} />);
      typeAndSave(typed);
      await waitFor(() => {
        expect(saved).toEqual([{ amount: 150_050 }]);
      });
      expect(input().value).toBe('1.500,50');
    },
  );

  it('reads whole euro with and without the thousands dot', async () => {
    const saved: Values[] = [];
    render(<AmountForm saved={saved} />);
    typeAndSave('150.000');
    await waitFor(() => {
      expect(saved).toEqual([{ amount: 15_000_000 }]);
    });
    expect(input().value).toBe('150.000,00');
    typeAndSave('90000');
    await waitFor(() => {
      expect(saved).toEqual([{ amount: 15_000_000 }, { amount: 9_000_000 }]);
    });
  });

  it.each([
    ['1.50050', 'Il campo Importo deve essere un importo in euro'],
    ['1500.50', 'Il campo Importo deve essere un importo in euro'],
    ['12,345', 'Il campo Importo può avere al massimo due decimali'],
    ['-3', 'Il campo Importo deve essere un importo in euro'],
  ])('refuses %j with %j, keeps it as typed and saves nothing', async (typed, message) => {
    const saved: Values[] = [];
    render(<AmountForm saved={saved} />);
    typeAndSave(typed);
    expect(await screen.findByText(message)).toBeVisible();
    expect(input().value).toBe(typed);
    expect(saved).toEqual([]);
  });

  it('shows stored cents it-IT and saves a blank as null', async () => {
    const saved: Values[] = [];
    render(<AmountForm saved={saved} initial={25_000_050} />);
    expect(input().value).toBe('250.000,50');
    typeAndSave('');
    await waitFor(() => {
      expect(saved).toEqual([{ amount: null }]);
    });
  });
});
