import type { DirectoryRecord } from '../../../domain/resources/directories.ts';

/**
 * A person of a directory as its detail reads it: the record with its studio, and the role when the directory has one.
 */
export type PersonRecord = DirectoryRecord & { role?: string | null };

/** The query of a person's read that brings the studio along. */
export const withStudio = { extend: 'studio' } as const;
