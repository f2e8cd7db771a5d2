import { describe, expect, it } from 'vitest';
import { legalRepresentativeSchema } from '../../../domain/schemas/legal-representative.ts';

const valid = { firstName: ' Marco ', lastName: 'Rossi', fiscalCode: 'rssmrc80a01l219o', email: '', phone: '' };
const issuesOf = (input: object) =>
  (legalRepresentativeSchema.safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('legal representative', () => {
  it('trims the names, upper-cases the fiscal code and stores blank contacts as null', () => {
    expect(legalRepresentativeSchema.parse(valid)).toEqual({
      firstName: 'Marco',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRC80A01L219O',
      email: null,
      phone: null,
    });
  });

  it.each([
    ['firstName', '', 'Il campo Nome è richiesto'],
    ['lastName', '  ', 'Il campo Cognome è richiesto'],
    ['fiscalCode', '', 'Il campo Codice fiscale è richiesto'],
    ['fiscalCode', 'RSSMRC80A01L219A', 'Il codice fiscale non è valido.'],
    ['fiscalCode', 'RSSMRC80A01', 'Il codice fiscale non è valido.'],
    ['email', 'marco@', 'Email non valida'],
    ['phone', '+393331234567', 'Deve essere un numero di telefono valido senza prefisso internazionale.'],
  ])('refuses %s = %j with the message %j', (field, value, message) => {
    expect(issuesOf({ ...valid, [field]: value })).toEqual([[field, message]]);
  });
});
