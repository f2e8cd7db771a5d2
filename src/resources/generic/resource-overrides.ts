import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';

/** A screen of a generated resource, given its declaration. */
export type ResourceScreenComponent = ComponentType<{ declaration: ResourceDeclaration }>;

/** The screens a resource folder writes itself (lazily loaded); every other screen stays the generated one. */
export interface ResourceOverrides {
  list?: ResourceScreenComponent;
  show?: ResourceScreenComponent;
  create?: ResourceScreenComponent;
  edit?: ResourceScreenComponent;
}
