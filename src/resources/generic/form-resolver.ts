import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

/** The form's resolver: the declaration's own create or update schema, so the SPA shows the server's messages. */
export function formResolver(declaration: ResourceDeclaration, mode: FormMode): Resolver {
  const schema = mode === 'create' ? declaration.create : declaration.update;
  return zodResolver(schema) as Resolver;
}
