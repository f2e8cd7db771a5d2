import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CERTIFICATE_CODE_BYTES, certificateCodeFrom } from '../../../domain/training/certificate-code.ts';
import type { CertificateVerification } from '../../../domain/training/schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { profiles, trainingCertificates } from '../../db/schema/index.ts';
import type { ModuleRow } from './training-visibility.ts';

export type CertificateRow = typeof trainingCertificates.$inferSelect;

/**
 * Issues the certificate of a completion, copying what it certifies (the holder's name, the module's title, the date)
 * so it stays verifiable when the module is deleted. A code already taken (60 bits: practically never) draws another.
 */
export async function issueCertificate(
  tx: Transaction,
  profileId: string,
  module: ModuleRow,
  completedAt: Date,
): Promise<string> {
  const [holder] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const holderName = `${holder?.firstName ?? ''} ${holder?.lastName ?? ''}`.trim();
  for (;;) {
    const code = certificateCodeFrom(randomBytes(CERTIFICATE_CODE_BYTES));
    const inserted = await tx
      .insert(trainingCertificates)
      .values({
        code,
        profileId,
        moduleId: module.id,
        holderName,
        moduleTitle: module.title,
        completedAt,
        issuedAt: completedAt,
      })
      .onConflictDoNothing()
      .returning({ code: trainingCertificates.code });
    if (inserted[0]) return inserted[0].code;
  }
}

/** The caller's certificate of a module, if they completed it. */
export async function certificateOf(
  db: Database,
  profileId: string,
  moduleId: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingCertificates)
    .where(and(eq(trainingCertificates.profileId, profileId), eq(trainingCertificates.moduleId, moduleId)));
  return row;
}

/** What the public verification page shows of a code, or undefined when no certificate has it. */
export async function verificationOf(db: Database, code: string): Promise<CertificateVerification | undefined> {
  const [row] = await db.select().from(trainingCertificates).where(eq(trainingCertificates.code, code));
  return (
    row && {
      code: row.code,
      holderName: row.holderName,
      moduleTitle: row.moduleTitle,
      completedAt: row.completedAt.toISOString(),
    }
  );
}
