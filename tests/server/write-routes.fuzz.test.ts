import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registrationRequestSchemas } from '../../domain/registration/registration-request.ts';
import { companyDataSchema } from '../../domain/schemas/company-data.ts';
import { designerProfileSchema } from '../../domain/schemas/designer-profile.ts';
import { legalRepresentativeSchema } from '../../domain/schemas/legal-representative.ts';
import { passwordUpdateSchema } from '../../domain/schemas/password-change.ts';
import { personalDataSchema } from '../../domain/schemas/personal-data.ts';
import { profileSkillsSchema } from '../../domain/schemas/profile-skills.ts';
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
  additionalProperties?: JsonSchema | boolean;
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

const texts: Record<Variant, string> = {
  nul: 'Testo\u0000nullo',
  surrogate: 'Testo \ud83d rotto',
  huge: 'Testo',
  tiny: 'Testo',
};
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
      if (!schema.properties && typeof schema.additionalProperties === 'object')
        return { text: sample(schema.additionalProperties, variant, depth + 1) };
      return Object.fromEntries(
        Object.entries(schema.properties ?? { text: {} }).map(([key, property]) => [
          key,
          sample(property, variant, depth + 1),
        ]),
      );
    default:
      return texts[variant];
  }
}

/**
 * The bodies of the routes that declare a loose object to the OpenAPI document and check it with their own schema in
 * the handler (it depends on today, or on the flow the body names): that schema, as JSON Schema of its input.
 */
const today = new Date().toISOString().slice(0, 10);
const checkedInTheHandler: Record<string, z.ZodType> = {
  'post /profile/profile/register': registrationRequestSchemas(today).designer,
  'put /profile/profile': personalDataSchema(today),
  'put /profile/profile/designer': designerProfileSchema,
  'put /profile/profile/skills': profileSkillsSchema,
  'put /profile/profile/password': passwordUpdateSchema,
  'put /profile/organization/{id}': companyDataSchema,
  'post /profile/organization/{id}/legalcontact': legalRepresentativeSchema,
  'put /profile/organization/{organizationId}/legalcontact/{id}': legalRepresentativeSchema,
};

/** The route's JSON body schema; undefined when it takes another content type or no body. */
function jsonBodyOf(operation: Operation, route?: string): JsonSchema | undefined {
  const own = route === undefined ? undefined : checkedInTheHandler[route];
  if (own) return z.toJSONSchema(own, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** The route's URL below /api with its path parameters filled: an enum's first value, else a new UUID. */
function urlOf(path: string, operation: Operation): string {
  return path.replace(/^\/api(?=\/)/, '').replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const schema = operation.parameters?.find(
      (parameter) => parameter.in === 'path' && parameter.name === name,
    )?.schema;
    const first = schema?.enum?.[0];
    return typeof first === 'string' ? first : randomUUID();
  });
}

/** The paths of a sampled body's free texts (the sample's own text, not its UUIDs, dates, e-mails or enum values). */
function textPathsIn(value: unknown, path: string[] = []): string[][] {
  if (value === texts.tiny) return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPathsIn(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPathsIn(item, [...path, key]));
  return [];
}

/** A copy of the body with this value at this path. */
function withValueAt(body: unknown, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(body))
    return (body as unknown[]).map((item, index) =>
      String(index) === head ? withValueAt(item, rest, replacement) : item,
    );
  const record = body as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, replacement) };
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
    people = await sessions(ctx.app, {
      backoffice: 'backoffice@demo.example',
      designer: 'designer@demo.example',
      hubhead: 'hubhead@demo.example',
    });
  });
  afterAll(async () => ctx.close());

  /** Every write route of the OpenAPI document but the logout, which takes no body and ends the very sessions used. */
  async function writeRoutes(): Promise<{ path: string; method: string; operation: Operation }[]> {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    return Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method]) => ['post', 'put', 'patch'].includes(method))
          .map(([method, operation]) => ({ path, method, operation })),
      )
      .filter(({ path }) => !path.endsWith('/session/logout'));
  }

  it('answers no 500 and accepts no forbidden character on any write route', { timeout: 600_000 }, async () => {
    const writes = await writeRoutes();
    expect(writes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let textRefusals = 0;
    for (const { path, method, operation } of writes) {
      const contentTypes = Object.keys(operation.requestBody?.content ?? {});
      if (contentTypes.length > 0 && !contentTypes.includes('application/json')) continue;
      const url = urlOf(path, operation);
      for (const variant of ['nul', 'surrogate', 'huge', 'tiny'] as const) {
        const payload = JSON.stringify(sample(jsonBodyOf(operation), variant));
        const carriesForbidden = payload.includes('\\u0000') || payload.includes('\\ud83d');
        for (const [who, person] of Object.entries(people)) {
          const response = await person.call(method.toUpperCase() as 'POST' | 'PUT', url, payload, {
            'content-type': 'application/json',
          });
          const what = `${who} ${method.toUpperCase()} ${path} (${variant}) -> ${String(response.statusCode)}`;
          if (response.statusCode >= 500) failures.push(`${what}: ${response.body.slice(0, 200)}`);
          if (carriesForbidden && response.statusCode < 300)
            failures.push(`${what}: a forbidden character was accepted`);
          if (response.body.includes(TEXT_CHARACTERS_INVALID)) textRefusals += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(textRefusals).toBeGreaterThan(writes.length);
  });

  it(
    "refuses a 1 MB text in any text field of any write route with 400 and that field's path",
    { timeout: 600_000 },
    async () => {
      const megabyte = 'x'.repeat(1_000_000);
      const failures: string[] = [];
      let fields = 0;
      for (const { path, method, operation } of await writeRoutes()) {
        const schema = jsonBodyOf(operation, `${method} ${path}`);
        if (schema === undefined) continue;
        const body = sample(schema, 'tiny');
        for (const field of textPathsIn(body)) {
          fields += 1;
          const payload = JSON.stringify(withValueAt(body, field, megabyte));
          const answers: string[] = [];
          let refused = false;
          for (const [who, person] of Object.entries(people)) {
            // Each from its own address: the public forms' per-address limit would otherwise answer 429 first.
            const response = await ctx.app.inject({
              method: method.toUpperCase() as 'POST' | 'PUT',
              url: `/api${urlOf(path, operation)}`,
              payload,
              remoteAddress: `10.33.${String(Math.floor(fields / 250))}.${String(fields % 250)}`,
              headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
            });
            answers.push(`${who} ${String(response.statusCode)}`);
            if (
              response.statusCode === 400 &&
              response.json<{ errors?: { path: string }[] }>().errors?.some((error) => error.path === field.join('.'))
            ) {
              refused = true;
              break;
            }
          }
          if (!refused) failures.push(`${method.toUpperCase()} ${path} ${field.join('.')}: ${answers.join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
      expect(fields).toBeGreaterThan(100);
    },
  );

  it('answers 400 with the field, not 500, when the carbon calculator gets 2^53 or 1e-320', async () => {
    const home = { buildingKind: 'home', heatedAreaSqm: 90, occupants: 3, dwellings: 1 };
    const cases = [
      [
        { ...home, consumption: [{ source: 'electricity', entry: 'units', quantity: 2 ** 53 }] },
        'consumption.0.quantity',
      ],
      [
        { ...home, consumption: [{ source: 'naturalGas', entry: 'euro', amountCents: 100_000, centsPerUnit: 1e-320 }] },
        'consumption.0.centsPerUnit',
      ],
      [{ ...home, heatedAreaSqm: 1e-320, consumption: [] }, 'heatedAreaSqm'],
      [{ ...home, consumption: [], photovoltaicKwh: 2 ** 53 }, 'photovoltaicKwh'],
    ] as const;
    for (const [body, path] of cases) {
      const response = await people.designer.post('/consumption/functions/carbonfootprint', body);
      expect(response.statusCode, path).toBe(400);
      expect(
        response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path),
        path,
      ).toContain(path);
    }
  });

  it("refuses a NUL or a lone surrogate in a text with the Italian message and the field's path", async () => {
    for (const name of ['Trilocale\u0000', 'Trilocale \udc00']) {
      const response = await people.backoffice.post('/happyway/apartmenttype', { name, typology: 'loft' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'name', message: TEXT_CHARACTERS_INVALID }] });
    }
  });
});
