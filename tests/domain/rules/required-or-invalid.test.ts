import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { condominiumFiscalCodeSchema } from '../../../domain/construction-site/schemas.ts';
import { wizardAnswersSchema } from '../../../domain/energy/answers-schema.ts';
import { incentiveRules } from '../../../domain/resources/incentive-rules.ts';
import { hwNetworks } from '../../../domain/resources/networks.ts';

/** The message of the first issue at `path` when `schema` reads `value`. */
function messageAt(schema: z.ZodType, value: unknown, path: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('a field left empty says it is required, one filled wrongly says what is wrong (spec section 5)', () => {
  it('in the wizard: the area and the year of construction', () => {
    expect(messageAt(wizardAnswersSchema, {}, 'sqm')).toBe('Il campo superficie è richiesto');
    expect(messageAt(wizardAnswersSchema, { sqm: Number.NaN }, 'sqm')).toBe('La superficie deve essere un numero');
    expect(messageAt(wizardAnswersSchema, {}, 'constructionYear')).toBe('Il campo anno di costruzione è richiesto');
    expect(messageAt(wizardAnswersSchema, { constructionYear: Number.NaN }, 'constructionYear')).toBe(
      'Il campo anno di costruzione deve essere un numero',
    );
  });

  it('in an incentive rule: its rates, years and first day', () => {
    const blank = { mainHomeRatePercent: null, years: null, validFrom: '' };
    expect(messageAt(incentiveRules.create, blank, 'mainHomeRatePercent')).toBe(
      'Il campo Aliquota abitazione principale è richiesto',
    );
    expect(messageAt(incentiveRules.create, blank, 'years')).toBe('Il campo Anni di fruizione è richiesto');
    expect(messageAt(incentiveRules.create, blank, 'validFrom')).toBe('Il campo Valida dal è richiesto');
    const wrong = { mainHomeRatePercent: 'metà', years: 'dieci', validFrom: '31/02/2026' };
    expect(messageAt(incentiveRules.create, wrong, 'mainHomeRatePercent')).toBe(
      'Aliquota abitazione principale: deve essere un numero',
    );
    expect(messageAt(incentiveRules.create, wrong, 'years')).toBe('Anni: deve essere un numero');
    expect(messageAt(incentiveRules.create, wrong, 'validFrom')).toBe('Data non valida (GG/MM/AAAA)');
  });

  it("in a condominium's fiscal code and a new network's hub head e-mail", () => {
    expect(messageAt(condominiumFiscalCodeSchema, '  ', '')).toBe('Il campo Codice fiscale è richiesto');
    expect(messageAt(condominiumFiscalCodeSchema, '12345678901', '')).toBe('Il codice fiscale non è valido.');
    expect(messageAt(hwNetworks.create, { hubHeadEmail: '' }, 'hubHeadEmail')).toBe(
      'Il campo E-mail del capo hub da invitare è richiesto',
    );
    expect(messageAt(hwNetworks.create, { hubHeadEmail: 'capohub@' }, 'hubHeadEmail')).toBe('Email non valida');
  });
});
