import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { profiles } from '../../server/db/schema/index.ts';
import { errorWithoutParameters } from '../../server/log-format.ts';

const failureOf = async (query: Promise<unknown>): Promise<unknown> =>
  query.then(
    () => {
      throw new Error('the query should fail');
    },
    (error: unknown) => error,
  );

describe('database errors in the log', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await database.migrate();
  });
  afterAll(async () => database.close());

  it('keep the query text and the SQLSTATE code, never the parameters nor the values the server quotes', async () => {
    const secret = 'mario.rossi-segreto@example.it';
    await database.db
      .insert(profiles)
      .values({ subject: 'subject-segreto', email: secret, firstName: 'Mario', lastName: 'Rossi' });
    const duplicate = await failureOf(
      database.db
        .insert(profiles)
        .values({ subject: 'altro-subject-segreto', email: secret, firstName: 'Mario', lastName: 'Rossi' }),
    );
    const invalidId = await failureOf(
      database.db.select().from(profiles).where(eq(profiles.id, 'id-non-valido-segreto')),
    );
    for (const error of [duplicate, invalidId]) {
      const line = JSON.stringify(errorWithoutParameters(error));
      expect(line).toContain('Failed query: ');
      expect(line).toMatch(/database error (23505|22P02)/);
      expect(line).not.toMatch(/segreto/);
    }
    expect(JSON.stringify(errorWithoutParameters(duplicate))).toContain('profiles_email_unique');
  });

  it('leave other errors as they are', () => {
    expect(errorWithoutParameters(new Error('file non trovato'))).toMatchObject({
      type: 'Error',
      message: 'file non trovato',
    });
  });
});
