import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { z } from 'zod';
import type { ResourceBlueprint, ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import type { Translate } from './declaration-view.ts';

/** A screen of a generated resource, given its declaration. */
export type ResourceScreenComponent = ComponentType<{ declaration: ResourceBlueprint }>;

/** The screens a resource folder writes itself (lazily loaded); every other screen stays the generated one. */
export interface ResourceScreens {
  list?: ResourceScreenComponent;
  show?: ResourceScreenComponent;
  create?: ResourceScreenComponent;
  edit?: ResourceScreenComponent;
}

/** The keys of a declaration's record (its columns and computed keys), as its zod schema types them. */
export type RecordKey<D extends ResourceDeclaration> = Extract<keyof z.infer<D['record']>, string>;
/** The keys of a declaration's create input: the fields a form may show. */
export type InputKey<D extends ResourceDeclaration> = Extract<keyof z.infer<D['create']>, string>;

/** How a resource draws one list cell itself (a status as a coloured chip). */
export type CellRenderer = (value: unknown, row: BaseRecord, t: Translate) => ReactNode;

/** How a resource shows some of its list cells itself, by record key. */
export type CellRenderers<D extends ResourceDeclaration = ResourceDeclaration> = Readonly<
  Partial<Record<RecordKey<D>, CellRenderer>>
>;

/** A form's arrangement beyond the declaration's `form` fields: their order, who changes what, where a save leads. */
export interface FormLayout<D extends ResourceDeclaration = ResourceDeclaration> {
  /** The fields in the order the form shows them (default: the declaration's `form` fields in declaration order). */
  fields?: readonly InputKey<D>[];
  /** Once saved, the record's detail (`show`) or the list (default). */
  afterSave?: 'show' | 'list';
  /** Values a new record starts with beyond the empty ones (a choice the schema defaults to). */
  initialValues?: Readonly<Partial<Record<InputKey<D>, unknown>>>;
}

/** A view's own buttons for one row (what the generated show, edit and delete of a row would not do). */
export interface ViewRowActions {
  cell: ComponentType<{ declaration: ResourceBlueprint; row: BaseRecord }>;
  /** How many buttons the cell holds at most: the column's width. */
  buttons: number;
}

/**
 * The generated create and edit form of a view, under its path: `<path>` creates, `<path>/:id` edits; cancel leads
 * back to the view's list.
 */
export interface ViewForm {
  path: string;
  /** Where a save leads (default: the view's list). */
  savedLink?: (row: BaseRecord) => string;
}

/** A screen of the resource's own beyond its generated ones (a landing page, a detail under another path). */
export interface UnitPage {
  /** The route name in domain/auth/routes.ts. */
  route: string;
  element: ReactElement;
  icon?: ReactElement;
  /** What follows the route's path (default: any sub-path). */
  subPath?: string;
}

/**
 * A view of the resource: the generated list under a route of its own, with preset filters (not shown in the filter
 * bar), chosen columns and filters, optionally speaking as one role (X-AppRole); the first column links to `rowLink`.
 */
export interface ResourceView<D extends ResourceDeclaration = ResourceDeclaration> {
  /** The route name in domain/auth/routes.ts; its menu label is `menu.<route>`. */
  route: string;
  icon?: ReactElement;
  /** Locale keys of the heading and the line under it. */
  title: string;
  intro?: string;
  columns: readonly RecordKey<D>[];
  filters?: readonly RecordKey<D>[];
  preset?: Readonly<Partial<Record<RecordKey<D>, string>>>;
  appRole?: number;
  rowLink: (row: BaseRecord) => string;
  /** Buttons beside the heading. */
  actions?: ComponentType;
  /** A last column with the view's own row buttons. */
  rowActions?: ViewRowActions;
  /** The unit's form (its layout) under the view's path. */
  form?: ViewForm;
  /** Screens below the view's path (`detail/:id`), each lazily loaded by the unit. */
  routes?: readonly { path: string; element: ReactElement }[];
}

/**
 * One resource on the SPA side, exported by `src/resources/<name>/index.ts` and listed once in
 * `src/resources/registry.ts`: its declaration's name, menu icon, the cells and screens it draws itself and its form
 * layout. Everything else (routes, refine resource, menu entry, list, form, detail) is generated from the declaration.
 */
export interface ResourceUnit<D extends ResourceDeclaration = ResourceDeclaration> {
  /**
   * Its declaration's name: the first load knows the resource by its outline (domain/resources/outlines.ts) and the
   * generated screens load the declaration, with its schemas, in their own chunk.
   */
  name: D['name'];
  /** Menu icon (default: a generic list icon). */
  icon?: ReactElement;
  cells?: CellRenderers<D>;
  screens?: ResourceScreens;
  form?: FormLayout<D>;
  views?: readonly ResourceView<D>[];
  pages?: readonly UnitPage[];
  /** Pages of its own outside the portal's frame, open without signing in (a certificate's check), lazily loaded. */
  publicPages?: readonly UnitPage[];
  /**
   * Screens of its own below the resource's path beside the generated ones (`designer/:networkId/:id`), lazily loaded.
   */
  routes?: readonly { path: string; element: ReactElement }[];
}

/**
 * Types a unit against its own declaration (cells and form fields are checked against its schemas; a type-only import
 * of the declaration keeps its schemas out of the first load), then widens it for the registry.
 */
export const resourceUnit = <D extends ResourceDeclaration>(unit: ResourceUnit<D>): ResourceUnit => unit;
