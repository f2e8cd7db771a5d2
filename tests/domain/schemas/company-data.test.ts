import { describe, expect, it } from 'vitest';
import { companyDataSchema, formatAddress, normalizeWebsite } from '../../../domain/schemas/company-data.ts';

const valid = {
  name: 'Studio Rossi S.r.l.',
  vatNumber: ' 12345678903 ',
  phone: '',
  street: 'Via Po',
  houseNumber: '3',
  zip: '10123',
  city: 'Torino',
  province: 'to',
  nation: 'Italia',
  certifiedEmail: '',
  electronicInvoicingCode: 'abc1234',
  website: 'studiorossi.it',
  publicDescription: '  ',
};

const issuesOf = (input: object) =>
  (companyDataSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('company data', () => {
  it('normalises a valid form: trimmed VAT, upper-case province and SDI, website with its scheme, blanks as null', () => {
    expect(companyDataSchema.parse(valid)).toEqual({
      name: 'Studio Rossi S.r.l.',
      vatNumber: '12345678903',
      phone: null,
      street: 'Via Po',
      houseNumber: '3',
      zip: '10123',
      city: 'Torino',
      province: 'TO',
      nation: 'Italia',
      certifiedEmail: null,
      electronicInvoicingCode: 'ABC1234',
      website: 'https://studiorossi.it',
      publicDescription: null,
    });
  });

  it.each([
    ['vatNumber', '12345678900', 'Partita IVA non valida'],
    ['vatNumber', '1234567890', 'Partita IVA non valida'],
    ['vatNumber', '', 'Partita IVA non valida'],
    ['name', ' ', 'Il campo Ragione sociale è richiesto'],
    ['phone', '1234567', 'Deve essere un numero di telefono fisso o cellulare valido, senza prefisso internazionale.'],
    [
      'phone',
      '+39 02 1234567',
      'Deve essere un numero di telefono fisso o cellulare valido, senza prefisso internazionale.',
    ],
    ['street', '', 'La via è necessaria ai fini della geolocalizzazione'],
    ['houseNumber', ' ', 'Il numero civico è necessario ai fini della geolocalizzazione'],
    ['zip', '', 'Il CAP è necessario ai fini della geolocalizzazione'],
    ['zip', '1012', 'Il campo CAP deve contenere esattamente 5 cifre'],
    ['city', '', 'La città è necessaria ai fini della geolocalizzazione'],
    ['nation', '', 'La nazione è necessaria ai fini della geolocalizzazione'],
    ['province', 'Torino', 'La provincia deve essere la sigla di 2 lettere, ad esempio MI'],
    ['certifiedEmail', 'pec.studio.it', 'Email non valida'],
    ['electronicInvoicingCode', 'ABC12345', 'Il codice SDI deve contenere esattamente 7 lettere o cifre'],
    ['electronicInvoicingCode', 'ABC-123', 'Il codice SDI deve contenere esattamente 7 lettere o cifre'],
    ['website', 'ftp://studio.it', 'Inserisci un indirizzo web valido, ad esempio https://www.studio.it'],
    ['website', 'studio rossi', 'Inserisci un indirizzo web valido, ad esempio https://www.studio.it'],
    ['publicDescription', 'x'.repeat(2001), 'Il campo Descrizione pubblica non può contenere più di 2000 caratteri'],
  ])('refuses %s = %j with the message %j', (field, value, message) => {
    expect(issuesOf({ ...valid, [field]: value })).toEqual([[field, message]]);
  });

  it('requires every address part when they are missing altogether', () => {
    const rest = Object.fromEntries(
      Object.entries(valid).filter(([key]) => !['street', 'houseNumber', 'zip', 'city', 'nation'].includes(key)),
    );
    expect(issuesOf(rest).map(([path]) => path)).toEqual(['street', 'houseNumber', 'zip', 'city', 'nation']);
  });

  it('keeps http and https addresses and refuses the others', () => {
    expect(normalizeWebsite('http://www.studio.it/chi-siamo')).toBe('http://www.studio.it/chi-siamo');
    expect(normalizeWebsite('www.studio.it')).toBe('https://www.studio.it');
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
    expect(normalizeWebsite('https://localhost')).toBeNull();
    expect(normalizeWebsite('https://utente:segreto@studio.it')).toBeNull();
  });

  it('writes the address on one line', () => {
    expect(
      formatAddress({
        street: 'Via Po',
        houseNumber: '3',
        zip: '10123',
        city: 'Torino',
        province: 'TO',
        nation: 'Italia',
      }),
    ).toBe('Via Po 3, 10123 Torino (TO), Italia');
    expect(
      formatAddress({
        street: 'Rue de Rivoli',
        houseNumber: '8',
        zip: '75001',
        city: 'Parigi',
        province: null,
        nation: 'Francia',
      }),
    ).toBe('Rue de Rivoli 8, 75001 Parigi, Francia');
  });
});
