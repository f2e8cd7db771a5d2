import { describe, expect, it } from 'vitest';
import {
  repositoryObjectCreateSchema,
  repositoryObjectListQuerySchema,
  repositoryObjectUpdateSchema,
} from '../../../domain/files/repository-objects.ts';

const valid = {
  name: 'relazione.pdf',
  entity_id: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
  entityType: 'Project',
  contentType: 'application/pdf',
  size: 10,
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('repository object schemas', () => {
  it('takes the upload payload with empty metadata by default and keeps extra metadata', () => {
    expect(repositoryObjectCreateSchema.parse(valid).meta).toEqual({});
    expect(repositoryObjectCreateSchema.parse({ ...valid, meta: { category: 'verification', step: 2 } }).meta).toEqual({
      category: 'verification',
      step: 2,
    });
  });

  it('refuses a malformed entity type, a malformed entity id and oversized metadata in Italian', () => {
    // Whether a module holds files of a well-formed type the server tells (tests/server/repository-objects.routes).
    for (const entityType of ['', 'project; drop', 'P'.repeat(65), 42]) {
      expect(messagesOf(repositoryObjectCreateSchema.safeParse({ ...valid, entityType }))).toEqual([
        ['entityType', 'Tipo di elemento non valido'],
      ]);
    }
    expect(messagesOf(repositoryObjectCreateSchema.safeParse({ ...valid, entity_id: '42' }))).toEqual([
      ['entity_id', "Identificativo dell'elemento non valido"],
    ]);
    expect(messagesOf(repositoryObjectCreateSchema.safeParse({ ...valid, meta: { note: 'x'.repeat(5000) } }))).toEqual([
      ['meta', 'Le informazioni aggiuntive del documento sono troppo grandi'],
    ]);
  });

  it('lists by entity_id and entityType, optionally by category, and nothing else', () => {
    expect(
      repositoryObjectListQuerySchema.parse({ entity_id: valid.entity_id, entityType: 'Profile', category: 'cv' }),
    ).toEqual({ entity_id: valid.entity_id, entityType: 'Profile', category: 'cv' });
    expect(
      messagesOf(
        repositoryObjectListQuerySchema.safeParse({ entity_id: valid.entity_id, entityType: 'Profile', page: '2' }),
      ),
    ).toEqual([['', 'Parametro non riconosciuto: page']]);
  });

  it('updates the name or the metadata, and refuses an empty update', () => {
    expect(repositoryObjectUpdateSchema.safeParse({ name: 'nuovo.pdf' }).success).toBe(true);
    expect(messagesOf(repositoryObjectUpdateSchema.safeParse({}))).toEqual([
      ['', 'Indica il nuovo nome o le informazioni aggiuntive del documento'],
    ]);
  });
});
