// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { fiscalCodeSchema } from '../../domain/rules/fiscal-code.ts';
import { FISCAL_CODE_INVALID } from '../../domain/rules/messages.ts';
import { FiscalCodeField } from '../../src/components/form/fiscal-code-field.tsx';

const schema = z.object({ fiscalCode: fiscalCodeSchema });

function Form() {
  const { control } = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { fiscalCode: '' },
  });
  return <FiscalCodeField control={control} name="fiscalCode" label="Codice fiscale" />;
}

afterEach(cleanup);

describe('FiscalCodeField', () => {
  it('offers capitals on a phone, stops at 16 characters and does not spell-check the code', () => {
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Codice fiscale' });
    expect(input.getAttribute('maxlength')).toBe('16');
    expect(input.getAttribute('autocapitalize')).toBe('characters');
    expect(input.getAttribute('spellcheck')).toBe('false');
  });

  it("takes a code typed in small letters and shows the schema's message for a wrong one", async () => {
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Codice fiscale' });
    fireEvent.change(input, { target: { value: 'rssmra80a01h501x' } });
    fireEvent.blur(input);
    await screen.findByText(FISCAL_CODE_INVALID);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'rssmra80a01h501u' } });
    await waitFor(() => {
      expect(screen.queryByText(FISCAL_CODE_INVALID)).toBeNull();
    });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByDisplayValue('rssmra80a01h501u')).toBe(input);
  });
});
