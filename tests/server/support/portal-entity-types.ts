import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

/** `entityType="Project"` on an attachments panel, `'entityType', 'Lesson'` on a multipart upload's form. */
const namings = [/entityType="([A-Za-z]+)"/g, /'entityType',\s*'([A-Za-z]+)'/g];

/** The entity types the portal's screens file documents under, as its source names them. */
export function entityTypesThePortalNames(): string[] {
  const found = new Set<string>();
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const naming of namings) for (const [, type] of text.matchAll(naming)) if (type) found.add(type);
  }
  return [...found].sort();
}
