import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CHARACTERS_INVALID } from '../../domain/rules/text.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The part of JSON Schema the OpenAPI document of the zod schemas uses. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Variant = 'nul' | 'surrogate' | 'huge' | 'tiny';

const texts: Record<Variant, string> = { nul: 'Testo\u0000nullo', surrogate: 'Testo \ud83d rotto', huge: 'Testo', tiny: 'Testo' };
const numbers: Record<Variant, number> = { nul: 1, surrogate: 1, huge: 2 ** 53, tiny: 1e-320 };

/** A body that follows the schema's shape, with the variant's text in every string and its number in every number. */
function sample(schema: JsonSchema | undefined, variant: Variant, depth = 0): unknown {
  if (!schema || depth > 6) return texts[variant];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0], variant, depth + 1);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'prova@example.it';
      if (schema.format === 'date') return '2031-03-04';
      if (schema.format === 'date-time') return '2031-03-04T10:00:00.000Z';
      return texts[variant];
    case 'number':
    case 'integer':
      return numbers[variant];
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, variant, depth + 1)];
    case 'object':
    case undefined:
      return Object.fromEntries(Object.entries(schema.properties ?? { text: {} }).map(([key, property]) => [key, sample(property, variant, depth + 1)]));
    default:
      return texts[variant];
  }
}

/**
 * Every write route of the API (POST, PUT and PATCH of the OpenAPI document), called by three roles with bodies that
 * follow its schema but carry a NUL, a lone surrogate, 2^53 or 1e-320 in every field: nothing may answer 500, and no
 * text with a forbidden character may be accepted.
 */
describe('fuzzing every write route', () => {
  let ctx: TestApp;
  let people: Record<'backoffice' | 'designer' | 'hubhead', Session>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    people = await sessions(ctx.app, { backoffice: 'backoffice@demo.example', designer: 'designer@demo.example', hubhead: 'hubhead@demo.example' });
  });
  afterAll(async () => ctx.close());

  it('answers no 500 and accepts no forbidden character on any write route', { timeout: 600_000 }, async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).filter(([method]) => ['post', 'put', 'patch'].includes(method)).map(([method, operation]) => ({ path, method, operation })))
      // The logout takes no body and ends the very sessions the fuzzing calls with: every later call would be a 401.
      .filter(({ path }) => !path.endsWith('/session/logout'));
    expect(writes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let textRefusals = 0;
    for (const { path, method, operation } of writes) {
      const contentTypes = Object.keys(operation.requestBody?.content ?? {});
      if (contentTypes.length > 0 && !contentTypes.includes('application/json')) continue;
      const url = path.replace(/^\/api(?=\/)/, '').replace(/\{([^}]+)\}/g, (_match, name: string) => {
        const schema = operation.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
        const first = schema?.enum?.[0];
        return typeof first === 'string' ? first : randomUUID();
      });
      for (const variant of ['nul', 'surrogate', 'huge', 'tiny'] as const) {
        const payload = JSON.stringify(sample(operation.requestBody?.content?.['application/json']?.schema, variant));
        const carriesForbidden = payload.includes('\\u0000') || payload.includes('\\ud83d');
        for (const [who, person] of Object.entries(people)) {
          const response = await person.call(method.toUpperCase() as 'POST' | 'PUT', url, payload, { 'content-type': 'application/json' });
          const what = `${who} ${method.toUpperCase()} ${path} (${variant}) -> ${String(response.statusCode)}`;
          if (response.statusCode >= 500) failures.push(`${what}: ${response.body.slice(0, 200)}`);
          if (carriesForbidden && response.statusCode < 300) failures.push(`${what}: a forbidden character was accepted`);
          if (response.body.includes(TEXT_CHARACTERS_INVALID)) textRefusals += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(textRefusals).toBeGreaterThan(writes.length);
  });

  it('answers 400 with the field, not 500, when the carbon calculator gets 2^53 or 1e-320', async () => {
    const home = { buildingKind: 'home', heatedAreaSqm: 90, occupants: 3, dwellings: 1 };
    const cases = [
      [{ ...home, consumption: [{ source: 'electricity', entry: 'units', quantity: 2 ** 53 }] }, 'consumption.0.quantity'],
      [{ ...home, consumption: [{ source: 'naturalGas', entry: 'euro', amountCents: 100_000, centsPerUnit: 1e-320 }] }, 'consumption.0.centsPerUnit'],
      [{ ...home, heatedAreaSqm: 1e-320, consumption: [] }, 'heatedAreaSqm'],
      [{ ...home, consumption: [], photovoltaicKwh: 2 ** 53 }, 'photovoltaicKwh'],
    ] as const;
    for (const [body, path] of cases) {
      const response = await people.designer.post('/consumption/functions/carbonfootprint', body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path), path).toContain(path);
    }
  });

  it('refuses a NUL or a lone surrogate in a text with the Italian message and the field\'s path', async () => {
    for (const name of ['Trilocale\u0000', 'Trilocale \udc00']) {
      const response = await people.backoffice.post('/happyway/apartmenttype', { name, typology: 'loft' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'name', message: TEXT_CHARACTERS_INVALID }] });
    }
  });
});
