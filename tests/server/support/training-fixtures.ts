import type { AppRoleName } from '../../../domain/auth/roles.ts';
import type { ModuleCategory } from '../../../domain/training/catalogue.ts';
import type { Database } from '../../../server/db/client.ts';
import { trainingLessons, trainingModules } from '../../../server/db/schema/index.ts';

/** A module written straight to the table (the learner tests do not go through back office's screens). */
export async function insertModule(
  db: Database,
  input: {
    title: string;
    roles: readonly AppRoleName[];
    status?: 'draft' | 'published';
    mandatory?: boolean;
    category?: ModuleCategory;
  },
): Promise<string> {
  const [row] = await db
    .insert(trainingModules)
    .values({
      title: input.title,
      roles: [...input.roles],
      status: input.status ?? 'published',
      mandatory: input.mandatory ?? false,
      category: input.category ?? 'generic',
      description: null,
    })
    .returning({ id: trainingModules.id });
  if (!row) throw new Error('module not inserted');
  return row.id;
}

export async function insertLesson(db: Database, moduleId: string, position: number, title: string): Promise<string> {
  const [row] = await db
    .insert(trainingLessons)
    .values({ moduleId, position, title })
    .returning({ id: trainingLessons.id });
  if (!row) throw new Error('lesson not inserted');
  return row.id;
}

/** A multipart/form-data body: the text fields, then one file. */
export function multipartBody(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----happyway${String(Date.now())}`;
  const head =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
