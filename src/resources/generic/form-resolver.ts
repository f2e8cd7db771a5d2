import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { maxLengthOf } from '../../../domain/rules/text.ts';
import { applyItalianValidationMessages } from '../../../domain/rules/validation-messages.ts';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

applyItalianValidationMessages();

/**
 * The form's resolver: the declaration's own create or update schema, so the SPA shows the server's messages (Italian
 * ones throughout).
 */
export function formResolver(declaration: ResourceDeclaration, mode: FormMode): Resolver {
  const schema = mode === 'create' ? declaration.create : declaration.update;
  return zodResolver(schema) as Resolver;
}

/**
 * The longest text a field of the form takes: its schema's own maximum, so the input stops where the server would
 * refuse.
 */
export function fieldMaxLength(declaration: ResourceDeclaration, mode: FormMode, name: string): number | undefined {
  const shape: Readonly<Record<string, z.ZodType | undefined>> = (
    mode === 'create' ? declaration.create : declaration.update
  ).shape;
  const field = shape[name];
  return field === undefined ? undefined : maxLengthOf(field);
}
