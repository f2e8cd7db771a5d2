import { use } from 'react';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { declarationNamed } from './load-declaration.ts';
import { ResourceForm, type ResourceFormProps } from './resource-form.tsx';

export type DeclaredFormProps = Omit<ResourceFormProps, 'declaration'> & { declaration: ResourceBlueprint };

/**
 * The generated form of a resource a screen knows by its blueprint: the declaration, with the zod schemas the form
 * validates with, loads at the form's first visit (the screen's loading state shows meanwhile), never with the list.
 */
export function DeclaredForm({ declaration, ...props }: DeclaredFormProps) {
  return <ResourceForm {...props} declaration={use(declarationNamed(declaration.name))} />;
}
