import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { applyItalianValidationMessages } from '../../../domain/rules/validation-messages.ts';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

applyItalianValidationMessages();

/** The form's resolver: the declaration's own create or update schema, so the SPA shows the server's messages (Italian ones throughout). */
export function formResolver(declaration: ResourceDeclaration, mode: FormMode): Resolver {
  const schema = mode === 'create' ? declaration.create : declaration.update;
  return zodResolver(schema) as Resolver;
}
