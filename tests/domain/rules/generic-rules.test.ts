import { describe, expect, it } from 'vitest';
import {
  betweenRule,
  digitsRule,
  emailRule,
  exactLengthRule,
  maxLengthRule,
  maxValueRule,
  minLengthRule,
  minValueRule,
  numericRule,
  regexRule,
  requiredRule,
  validRule,
} from '../../../domain/rules/generic-rules.ts';
import type { Rule } from '../../../domain/rules/rule.ts';
import { defaultInvalidMessage, defaultInvalidMessageEnglish } from '../../../domain/rules/messages.ts';

type Row = readonly [name: string, rule: Rule, value: unknown, expected: string | null];

const REQUIRED = 'Il campo Nome è richiesto';

describe('required rule', () => {
  it.each<Row>([
    ['refuses undefined', requiredRule('Nome'), undefined, REQUIRED],
    ['refuses null', requiredRule('Nome'), null, REQUIRED],
    ['refuses an empty string', requiredRule('Nome'), '', REQUIRED],
    ['refuses a blank string', requiredRule('Nome'), ' \t\n', REQUIRED],
    ['refuses an empty array', requiredRule('Nome'), [], REQUIRED],
    ['refuses false', requiredRule('Nome'), false, REQUIRED],
    ['accepts 0', requiredRule('Nome'), 0, null],
    ['accepts true', requiredRule('Nome'), true, null],
    ['accepts text', requiredRule('Nome'), 'Mario', null],
    ['accepts a non-empty array', requiredRule('Nome'), [''], null],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});

describe('generic rules', () => {
  it.each<Row>([
    ['email accepts an address', emailRule('Email'), 'mario.rossi@example.it', null],
    ['email refuses text without @', emailRule('Email'), 'mario.rossi', 'Il campo Email deve essere un indirizzo email valido'],
    ['email refuses a missing domain', emailRule('Email'), 'mario@', 'Il campo Email deve essere un indirizzo email valido'],
    ['exact length accepts the length', exactLengthRule('CAP', 5), '00184', null],
    ['exact length counts characters, not bytes', exactLengthRule('Sigla', 3), 'àèì', null],
    ['exact length refuses one more', exactLengthRule('CAP', 5), '001845', 'Il campo CAP deve contenere esattamente 5 caratteri'],
    ['exact length applies to arrays', exactLengthRule('Lista', 2), ['a'], 'Il campo Lista deve contenere esattamente 2 caratteri'],
    ['min length accepts the minimum', minLengthRule('Password', 8), '12345678', null],
    ['min length refuses one less', minLengthRule('Password', 8), '1234567', 'Il campo Password deve contenere almeno 8 caratteri'],
    ['max length accepts the maximum', maxLengthRule('Bio', 3), 'abc', null],
    ['max length refuses one more', maxLengthRule('Bio', 3), 'abcd', 'Il campo Bio non può contenere più di 3 caratteri'],
    ['min value accepts the minimum', minValueRule('Piani', 1), 1, null],
    ['min value accepts a numeric string', minValueRule('Piani', 1), '2', null],
    ['min value refuses less', minValueRule('Piani', 1), 0, 'Il campo Piani deve essere maggiore o uguale a 1'],
    ['min value refuses text', minValueRule('Piani', 1), 'tre', 'Il campo Piani deve essere maggiore o uguale a 1'],
    ['max value accepts the maximum', maxValueRule('Piani', 10), '10', null],
    ['max value refuses more', maxValueRule('Piani', 10), 10.5, 'Il campo Piani deve essere inferiore o uguale a 10'],
    ['numeric accepts an integer', numericRule('Importo'), '120', null],
    ['numeric accepts a decimal with comma', numericRule('Importo'), '-12,50', null],
    ['numeric accepts a number', numericRule('Importo'), 3.5, null],
    ['numeric refuses text', numericRule('Importo'), '12a', 'Il campo Importo deve essere un numero'],
    ['numeric refuses NaN', numericRule('Importo'), Number.NaN, 'Il campo Importo deve essere un numero'],
    ['digits accepts Latin digits', digitsRule('Codice'), '0123', null],
    ['digits accepts Arabic-Indic digits', digitsRule('Codice'), '٠١٢٣٤٥٦٧٨٩', null],
    ['digits refuses a sign', digitsRule('Codice'), '-12', 'Il campo Codice può contenere solo cifre'],
    ['digits refuses a decimal point', digitsRule('Codice'), '1.2', 'Il campo Codice può contenere solo cifre'],
    ['digits refuses Latin and Arabic-Indic mixed', digitsRule('Codice'), '1٢', 'Il campo Codice può contenere solo cifre'],
    ['digits with a length accepts that many', digitsRule('PIN', 4), '٠١٢٣', null],
    ['digits with a length refuses fewer', digitsRule('PIN', 4), '123', 'Il campo PIN deve contenere esattamente 4 cifre'],
    ['between accepts the lower bound', betweenRule('Voto', 1, 5), 1, null],
    ['between accepts the upper bound', betweenRule('Voto', 1, 5), '5', null],
    ['between refuses below', betweenRule('Voto', 1, 5), 0, 'Il campo Voto deve essere compreso tra 1 e 5'],
    ['between refuses above', betweenRule('Voto', 1, 5), 6, 'Il campo Voto deve essere compreso tra 1 e 5'],
    ['regex accepts a match', regexRule('Codice', /^[A-Z]{2}\d{2}$/), 'AB12', null],
    ['regex refuses a mismatch', regexRule('Codice', /^[A-Z]{2}\d{2}$/), 'AB123', 'Il formato del campo Codice non è valido'],
    ['regex ignores the global flag state', regexRule('Codice', /^a$/g), 'a', null],
    ['regex checks every item of an array', regexRule('Codici', /^\d+$/), ['1', 'x'], 'Il formato del campo Codici non è valido'],
    ['a custom check uses the default Italian message', validRule('Colore', (v) => v === 'blu'), 'rosso', 'Colore non è valido'],
    ['a custom check passes when it holds', validRule('Colore', (v) => v === 'blu'), 'blu', null],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it.each<readonly [string, Rule]>([
    ['email', emailRule('X')],
    ['exact length', exactLengthRule('X', 2)],
    ['min length', minLengthRule('X', 2)],
    ['max length', maxLengthRule('X', 2)],
    ['min value', minValueRule('X', 2)],
    ['max value', maxValueRule('X', 2)],
    ['numeric', numericRule('X')],
    ['digits', digitsRule('X')],
    ['between', betweenRule('X', 1, 2)],
    ['regex', regexRule('X', /^y$/)],
  ])('%s leaves empty values to the required rule', (_name, rule) => {
    for (const empty of [undefined, null, '', []]) expect(rule(empty)).toBeNull();
  });

  it('keeps the spec default message in English and Italian', () => {
    expect(defaultInvalidMessageEnglish('Colore')).toBe('Colore is not valid');
    expect(defaultInvalidMessage('Colore')).toBe('Colore non è valido');
  });
});
