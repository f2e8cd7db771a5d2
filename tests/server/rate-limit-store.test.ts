import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { databaseRateLimitStore } from '../../server/plugins/rate-limit-store.ts';

describe('the database rate-limit store', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('counts each route on its own, per address, as the plugin builds the route stores', async () => {
    const Store = databaseRateLimitStore(database.db);
    const root = new Store({});
    const route = (method: string, url: string) =>
      root.child({ routeInfo: { method, url } } as unknown as Parameters<typeof root.child>[0]);
    const hit = (store: ReturnType<typeof route>, key: string) =>
      new Promise<number>((resolve, reject) => {
        store.incr(
          key,
          (error, result) => {
            if (error) reject(error);
            else resolve(result?.current ?? 0);
          },
          60_000,
          10,
        );
      });
    const landing = route('POST', '/api/landing/contact');
    const register = route('POST', '/api/profile/profile/register');
    expect([await hit(landing, '10.0.0.1'), await hit(landing, '10.0.0.1'), await hit(landing, '10.0.0.1')]).toEqual([
      1, 2, 3,
    ]);
    expect(await hit(register, '10.0.0.1')).toBe(1);
    expect(await hit(landing, '10.0.0.2')).toBe(1);
  });
});
