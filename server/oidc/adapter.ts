import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/index.ts';

/** oidc-provider's storage over our database: one table, keyed by model name and id. */
export function createAdapterClass(db: Database) {
  return class DatabaseAdapter implements Adapter {
    private readonly kind: string;

    constructor(kind: string) {
      this.kind = kind;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        id,
        kind: this.kind,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: row });
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findBy(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findBy(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findBy(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(this.own(eq(oidcPayloads.id, id)));
      if (!row) return;
      const consumed = Math.floor(Date.now() / 1000);
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date(), payload: { ...(row.payload as AdapterPayload), consumed } })
        .where(this.own(eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(this.own(eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }

    private own(condition: ReturnType<typeof eq>) {
      return and(eq(oidcPayloads.kind, this.kind), condition);
    }

    private async findBy(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db.select().from(oidcPayloads).where(this.own(condition));
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      return row.payload as AdapterPayload;
    }
  };
}

/** Removes expired issuer state; called now and then so the table does not grow without bound. */
export async function purgeExpiredIssuerState(db: Database): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}
