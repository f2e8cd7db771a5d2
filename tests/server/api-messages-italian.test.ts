import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { italianIssueMessage } from '../../domain/rules/validation-messages.ts';
import { sessions, type Method, type Session } from './support/session.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}
interface ApiBody {
  message?: string;
  errors?: { path: string; message: string }[];
}

/** Words of zod's and Fastify's English messages that no Italian message of ours holds. */
const english =
  /\b(invalid|expected|received|required|must|should|too (small|big)|unrecognized|characters|string|number|boolean|array|object|input|error)\b/i;

const someId = '00000000-0000-4000-8000-000000000001';

/** A value of the wrong kind for a property of this schema (a number for a text, a text for anything else). */
function wrongFor(schema: JsonSchema | undefined): unknown {
  const types = [schema?.type ?? schema?.anyOf?.[0]?.type ?? schema?.oneOf?.[0]?.type].flat();
  return types.includes('string') ? 12345 : 'non-valido';
}

/** Every message of an answer: its own and its fields'. */
const messagesOf = (body: ApiBody): string[] => [
  body.message ?? '',
  ...(body.errors ?? []).map((issue) => issue.message),
];

/**
 * Every write route of the API documentation answers a body of the wrong shape in Italian: no English message of
 * zod or Fastify reaches a client (issue 31, "Invalid input: expected string…").
 */
describe('the API speaks Italian to bad input', () => {
  let ctx: TestApp;
  let people: Record<'backoffice' | 'designer', Session>;
  beforeAll(async () => {
    ctx = await createTestApp();
    people = await sessions(ctx.app, { backoffice: 'backoffice@demo.example', designer: 'designer@demo.example' });
  }, 180_000);
  afterAll(() => ctx.close());

  it('words every zod issue in Italian, the kind of value wanted included', () => {
    expect(italianIssueMessage({ code: 'invalid_type', expected: 'string', input: 3 } as never)).toBe(
      'Valore non valido: serve un testo',
    );
    expect(italianIssueMessage({ code: 'invalid_type', expected: 'number', input: undefined } as never)).toBe(
      'Il campo è richiesto',
    );
    expect(italianIssueMessage({ code: 'too_big', origin: 'string', maximum: 80, input: 'x' } as never)).toBe(
      'Il testo può contenere al massimo 80 caratteri',
    );
  });

  it('answers every write route, given fields of the wrong kind or no object at all, with Italian messages only', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const heard: { route: string; message: string }[] = [];
    let refused = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!['post', 'put', 'patch'].includes(method) || !schema?.properties) continue;
        const url = path.replace(/\{[^}]+\}/g, someId);
        const wrong = Object.fromEntries(
          Object.entries(schema.properties).map(([name, property]) => [name, wrongFor(property)]),
        );
        for (const who of [people.backoffice, people.designer]) {
          for (const body of [wrong, ['non', 'un', 'oggetto']]) {
            const response = await who.call(method.toUpperCase() as Method, url, body);
            if (response.statusCode !== 400) continue;
            refused += 1;
            for (const message of messagesOf(response.json<ApiBody>()))
              heard.push({ route: `${method.toUpperCase()} ${path}`, message });
          }
        }
      }
    }
    expect(refused).toBeGreaterThan(50);
    expect(heard.filter(({ message }) => english.test(message) || message === '')).toEqual([]);
  }, 120_000);

  it('answers bad list parameters in Italian', async () => {
    for (const url of [
      '/happyway/projects?limit=abc&page=-1&sort=colore:su',
      '/happyway/projects?createdAtFrom=ieri',
    ]) {
      const response = await people.backoffice.get(url);
      expect(response.statusCode, url).toBe(400);
      for (const message of messagesOf(response.json<ApiBody>())) expect(message).not.toMatch(english);
    }
  });
});
