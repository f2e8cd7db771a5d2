import { describe, expect, it } from 'vitest';
import * as rules from '../../../domain/rules/index.ts';

describe('Italian messages of section 5, verbatim', () => {
  it.each<readonly [string, string, string]>([
    ['confirm password', rules.PASSWORDS_MISMATCH, 'Passwords non coincidenti'],
    ['unique e-mail', rules.EMAIL_IN_USE, 'Email già in uso'],
    ['unique phone', rules.PHONE_IN_USE, 'Numero di telefono non valido'],
    [
      'phone format',
      rules.PHONE_FORMAT_INVALID,
      'Deve essere un numero di telefono valido senza prefisso internazionale.',
    ],
    ['fiscal code', rules.FISCAL_CODE_INVALID, 'Il codice fiscale non è valido.'],
    ['date of birth', rules.DATE_OF_BIRTH_NOT_ADULT, 'Data di nascita non valida. Devi essere maggiorenne!'],
    ['e-mail invalid', rules.EMAIL_INVALID, 'Email non valida'],
    ['phone invalid', rules.PHONE_INVALID, 'Telefono non valido'],
    ['VAT invalid', rules.VAT_INVALID, 'Partita IVA non valida'],
    ['agreement', rules.AGREEMENT_NOT_ACCEPTED, 'Accetta i termini per continuare'],
    ['invitation role', rules.INVITATION_ROLE_INVALID, 'Ruolo non valido'],
    ['invitation e-mail', rules.INVITATION_EMAIL_INVALID, "E' stata individuata una mail non corretta"],
    ['invitation empty', rules.INVITATION_EMAILS_EMPTY, "Inserire almeno un'email"],
    ['less than', rules.lessThanMessage(5), 'Il valore deve essere inferiore a 5'],
    ['less or equal', rules.lessThanOrEqualMessage(5), 'Il valore deve essere inferiore o uguale a 5'],
    ['greater than', rules.greaterThanMessage(5), 'Il valore deve essere maggiore a 5'],
    ['greater or equal', rules.greaterThanOrEqualMessage(5), 'Il valore deve essere maggiore o uguale a 5'],
    ['required', rules.requiredMessage('Cognome'), 'Il campo Cognome è richiesto'],
    ['email rule', rules.emailMessage('Email'), 'Il campo Email deve essere un indirizzo email valido'],
    ['default (English)', rules.defaultInvalidMessageEnglish('Campo'), 'Campo is not valid'],
    ['default (Italian)', rules.defaultInvalidMessage('Campo'), 'Campo non è valido'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('ends every geolocation message with the spec wording', () => {
    for (const message of Object.values(rules.ADDRESS_MESSAGES)) {
      expect(message).toMatch(/ è necessari[oa] ai fini della geolocalizzazione$/);
    }
  });
});
