// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EmailChipsInput } from '../../src/resources/invitations/email-chips-input.tsx';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [emails, setEmails] = useState(initial);
  return (
    <>
      <EmailChipsInput
        value={emails}
        onChange={setEmails}
        onBlur={() => undefined}
        label="Email da invitare"
        helperText="aiuto"
      />
      <output data-testid="value">{emails.join('|')}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Email da invitare');
const value = () => screen.getByTestId('value').textContent;

afterEach(cleanup);

describe('the e-mail chips of the invitation form', () => {
  it('turns a pasted list into one chip per address and keeps the unfinished one being typed', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'a@example.it, b@example.it;c@exam' } });
    expect(value()).toBe('a@example.it|b@example.it');
    expect(input()).toHaveProperty('value', 'c@exam');
  });

  it('closes an address with a space and never repeats one', () => {
    render(<Harness initial={['a@example.it']} />);
    fireEvent.change(input(), { target: { value: 'a@example.it ' } });
    fireEvent.change(input(), { target: { value: 'd@example.it ' } });
    expect(value()).toBe('a@example.it|d@example.it');
    expect(input()).toHaveProperty('value', '');
  });

  it('keeps what was typed when the field is left', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'e@example.it' } });
    fireEvent.blur(input());
    expect(value()).toBe('e@example.it');
  });

  it('shows each address as a chip, the wrong one marked as an error', () => {
    render(<Harness initial={['ok@example.it', 'sbagliata']} />);
    expect(screen.getByRole('button', { name: 'ok@example.it' }).className).not.toContain('colorError');
    expect(screen.getByRole('button', { name: 'sbagliata' }).className).toContain('colorError');
  });
});
