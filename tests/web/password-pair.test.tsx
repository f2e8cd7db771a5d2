// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid2';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/i18n.ts';
import { passwordPairSchema } from '../../domain/rules/forms.ts';
import { PasswordPair } from '../../src/components/form/password-pair.tsx';

function Form() {
  const { control } = useForm<z.input<typeof passwordPairSchema>>({
    resolver: zodResolver(passwordPairSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <Grid container>
      <PasswordPair
        control={control}
        names={['password', 'confirmPassword']}
        labels={['Password', 'Conferma password']}
        hint="Almeno 8 caratteri"
      />
    </Grid>
  );
}

const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`), { selector: 'input' });

describe('a new password and its confirmation', () => {
  afterEach(cleanup);

  it('says the passwords differ under the confirmation', async () => {
    render(<Form />);
    fireEvent.change(field('Password'), { target: { value: 'Rete-Nuova-2026!' } });
    fireEvent.change(field('Conferma password'), { target: { value: 'Rete-Nuova-2026?' } });
    fireEvent.blur(field('Conferma password'));
    expect(await screen.findByText('Passwords non coincidenti')).toBeVisible();
  });

  it('shows and hides both with one control, the rule under the first', () => {
    render(<Form />);
    expect(screen.getByText('Almeno 8 caratteri')).toBeVisible();
    expect([field('Password').type, field('Conferma password').type]).toEqual(['password', 'password']);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra le password' }));
    expect([field('Password').type, field('Conferma password').type]).toEqual(['text', 'text']);
    expect(screen.getByRole('button', { name: 'Nascondi le password' }).getAttribute('aria-pressed')).toBe('true');
  });
});
