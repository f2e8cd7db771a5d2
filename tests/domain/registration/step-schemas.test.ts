import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyStepSchema,
  designerPublicProfileStepSchema,
  headOfNetworkCompanyStepSchema,
  legalRepresentativeStepSchema,
  networkStepSchema,
  publicProfileStepSchema,
  skillsStepSchema,
  userStepSchema,
} from '../../../domain/registration/step-schemas.ts';

const today = '2026-03-15';

const issuesOf = (schema: z.ZodType, value: unknown): [string, string][] =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const user = {
  firstName: 'Laura',
  lastName: 'Verdi',
  email: ' Laura.Verdi@Example.it ',
  phone: '3351112233',
  password: 'Nuova-Rete-2026!',
  confirmPassword: 'Nuova-Rete-2026!',
  fiscalCode: 'rssmra85m01h501q',
  placeOfBirth: '',
  dob: '1985-08-01',
  agreement: true,
};

const company = {
  name: 'Studio Verdi',
  vatNumber: '09876543217',
  phone: '',
  street: 'Via Cavour',
  houseNumber: '12',
  zip: '00184',
  city: 'Roma',
  province: 'rm',
  nation: 'Italia',
  certifiedEmail: '',
  electronicInvoicingCode: '',
  fiscalCode: '',
};

describe('user data step', () => {
  it('accepts a complete adult registrant, normalising e-mail and fiscal code', () => {
    const parsed = userStepSchema(today).parse(user);
    expect(parsed).toMatchObject({
      email: 'laura.verdi@example.it',
      fiscalCode: 'RSSMRA85M01H501Q',
      placeOfBirth: null,
    });
  });

  it.each([
    [
      'a phone with the international prefix',
      { phone: '+393351112233' },
      'phone',
      'Deve essere un numero di telefono valido senza prefisso internazionale.',
    ],
    ['a wrong fiscal code', { fiscalCode: 'RSSMRA85M01H501X' }, 'fiscalCode', 'Il codice fiscale non è valido.'],
    [
      'someone who turns 18 tomorrow',
      { dob: '2008-03-16' },
      'dob',
      'Data di nascita non valida. Devi essere maggiorenne!',
    ],
    ['no date of birth', { dob: '' }, 'dob', 'Il campo Data di nascita è richiesto'],
    ['terms not accepted', { agreement: false }, 'agreement', 'Accetta i termini per continuare'],
    ['a wrong e-mail', { email: 'laura@' }, 'email', 'Email non valida'],
    ['no first name', { firstName: '  ' }, 'firstName', 'Il campo Nome è richiesto'],
    [
      'a weak password',
      { password: 'password', confirmPassword: 'password' },
      'password',
      'La password deve contenere almeno 8 caratteri, una lettera maiuscola, una minuscola, un numero e un carattere speciale',
    ],
    [
      'a different confirmation',
      { confirmPassword: 'Nuova-Rete-2027!' },
      'confirmPassword',
      'Passwords non coincidenti',
    ],
  ])('refuses %s with the spec message', (_case, change, path, message) => {
    expect(issuesOf(userStepSchema(today), { ...user, ...change })).toEqual([[path, message]]);
  });

  it('accepts someone who turns 18 today', () => {
    expect(userStepSchema(today).safeParse({ ...user, dob: '2008-03-15' }).success).toBe(true);
  });

  it('tells the passwords differ even while other fields are still wrong', () => {
    expect(
      issuesOf(userStepSchema(today), {
        ...user,
        firstName: ' ',
        agreement: false,
        dob: '2020-01-01',
        confirmPassword: 'x',
      }),
    ).toEqual([
      ['firstName', 'Il campo Nome è richiesto'],
      ['dob', 'Data di nascita non valida. Devi essere maggiorenne!'],
      ['agreement', 'Accetta i termini per continuare'],
      ['confirmPassword', 'Passwords non coincidenti'],
    ]);
  });
});

describe('network code step', () => {
  it('reads the code in any case and refuses a malformed or missing one', () => {
    expect(networkStepSchema.parse({ networkCode: ' demo2026 ' })).toEqual({ networkCode: 'DEMO2026' });
    expect(issuesOf(networkStepSchema, { networkCode: 'd-1' })).toEqual([
      ['networkCode', 'Il codice deve contenere da 4 a 20 lettere o cifre'],
    ]);
    expect(issuesOf(networkStepSchema, { networkCode: '' })).toEqual([
      ['networkCode', 'Il campo Codice rete è richiesto'],
    ]);
  });
});

describe('company data step', () => {
  it('accepts a company with its address and normalises province and tax code', () => {
    expect(companyStepSchema.parse({ ...company, fiscalCode: '09876543217' })).toMatchObject({
      province: 'RM',
      fiscalCode: '09876543217',
      phone: null,
    });
  });

  it.each([
    ['nation', 'La nazione è necessaria ai fini della geolocalizzazione'],
    ['zip', 'Il CAP è necessario ai fini della geolocalizzazione'],
    ['houseNumber', 'Il numero civico è necessario ai fini della geolocalizzazione'],
    ['street', 'La via è necessaria ai fini della geolocalizzazione'],
    ['city', 'La città è necessaria ai fini della geolocalizzazione'],
  ])('asks for the %s of the address with its own message', (part, message) => {
    expect(issuesOf(companyStepSchema, { ...company, [part]: ' ' })).toEqual([[part, message]]);
  });

  it('refuses a VAT number with a wrong check digit, a phone that is neither landline nor mobile and a wrong tax code', () => {
    expect(
      issuesOf(companyStepSchema, { ...company, vatNumber: '09876543210', phone: '12345', fiscalCode: 'ABC' }),
    ).toEqual([
      ['vatNumber', 'Partita IVA non valida'],
      ['phone', 'Deve essere un numero di telefono fisso o cellulare valido, senza prefisso internazionale.'],
      ['fiscalCode', "Il codice fiscale dell'azienda non è valido"],
    ]);
  });

  it.each(['011 5551234', '06/12345678', '0521.123456', '3471234567'])(
    'takes %s, a landline or a mobile, as the company phone',
    (phone) => {
      expect(issuesOf(companyStepSchema, { ...company, phone })).toEqual([]);
    },
  );

  it('asks the head of a network for the PEC and the SDI code', () => {
    expect(issuesOf(headOfNetworkCompanyStepSchema, company)).toEqual([
      ['certifiedEmail', 'Il campo PEC è richiesto'],
      ['electronicInvoicingCode', 'Il campo Codice SDI è richiesto'],
    ]);
    expect(
      issuesOf(headOfNetworkCompanyStepSchema, {
        ...company,
        certifiedEmail: 'studio@',
        electronicInvoicingCode: 'ABC12',
      }),
    ).toEqual([
      ['certifiedEmail', 'Email non valida'],
      ['electronicInvoicingCode', 'Il codice SDI deve contenere esattamente 7 lettere o cifre'],
    ]);
    expect(
      headOfNetworkCompanyStepSchema.parse({
        ...company,
        certifiedEmail: 'studio@pec.it',
        electronicInvoicingCode: 'm5uxcr1',
      }),
    ).toMatchObject({ electronicInvoicingCode: 'M5UXCR1' });
  });
});

describe('skills, public profile and legal representative steps', () => {
  it('wants at least one catalogue skill or a free-text one', () => {
    expect(issuesOf(skillsStepSchema, { skillIds: [], skillDescription: ' ' })).toEqual([
      ['skillIds', 'Scegli almeno una competenza o descrivi le tue competenze'],
    ]);
    expect(skillsStepSchema.parse({ skillIds: [], skillDescription: 'Rilievi con drone' })).toEqual({
      skillIds: [],
      skillDescription: 'Rilievi con drone',
    });
    expect(issuesOf(skillsStepSchema, { skillIds: ['non-un-id'], skillDescription: '' })).toContainEqual([
      'skillIds.0',
      'Competenza non valida',
    ]);
  });

  it('asks a designer for the professional category on top of the public description', () => {
    expect(issuesOf(designerPublicProfileStepSchema, { publicDescription: '', website: '' })).toEqual([
      ['publicDescription', 'Il campo Descrizione pubblica è richiesto'],
      ['professionalCategory', 'Il campo Categoria professionale è richiesto'],
    ]);
    expect(issuesOf(publicProfileStepSchema, { publicDescription: 'Studio', website: 'non un sito' })).toEqual([
      ['website', 'Inserisci un indirizzo web valido, ad esempio https://www.studio.it'],
    ]);
    expect(
      designerPublicProfileStepSchema.parse({
        publicDescription: 'Studio',
        website: 'studio.it',
        professionalCategory: 'Engineer',
        yearsOfExperience: '4',
      }),
    ).toMatchObject({ website: 'https://studio.it', yearsOfExperience: 4, employeesNumber: null });
  });

  it('requires the legal representative to be identified by a valid fiscal code', () => {
    const representative = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: '', email: '', phone: '' };
    expect(issuesOf(legalRepresentativeStepSchema, representative)).toEqual([
      ['fiscalCode', 'Il campo Codice fiscale è richiesto'],
    ]);
    expect(issuesOf(legalRepresentativeStepSchema, { ...representative, fiscalCode: 'RSSMRA85M01H501X' })).toEqual([
      ['fiscalCode', 'Il codice fiscale non è valido.'],
    ]);
  });
});
