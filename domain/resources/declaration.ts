import type { z } from 'zod';
import type { AppRoleName } from '../auth/roles.ts';

/** How a field is stored, validated and shown; one field component per kind on the SPA side. */
export type FieldKind =
  'text' | 'longText' | 'number' | 'money' | 'date' | 'dateTime' | 'enum' | 'boolean' | 'reference';

/**
 * Where a reference field's rows come from, on the server (the `references` of the module that owns the rows): the
 * label, the hint and which rows a caller may choose. The domain file of the unit that owns a source adds its name
 * here by declaration merging, next to its fields:
 *
 *   declare module './declaration.ts' {
 *     interface ReferenceSourceNames { projects: true }
 *   }
 *
 * so a field naming a source nobody declares does not compile, and the server refuses to start while a source a field
 * names is given by no module, or by two (server/crud/contributions.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each owner's domain file adds its sources
export interface ReferenceSourceNames {}
export type ReferenceSourceName = keyof ReferenceSourceNames;

/**
 * A `reference` field holds the id of a row of another table. Its choices are served at `referenceOptionsEndpoint`
 * (domain/api/references.ts) by its `source`; `labelField` is the computed record field with the referenced row's
 * label, which the list, the detail and the export show (the same source fills it).
 */
export interface ReferenceTarget {
  source: ReferenceSourceName;
  labelField: string;
  /** Form fields whose current values the picker sends as query parameters (the assignee depends on `networkId`). */
  dependsOn?: readonly string[];
  /** Several rows at once: the value is an array of ids (a computed key) and the label field their labels joined. */
  multiple?: boolean;
}

export interface FieldDeclaration {
  name: string;
  kind: FieldKind;
  /** Column in the generated list. */
  list?: boolean;
  /**
   * Equality filter in the list query (`?<name>=value`) and in the filter bar; `range` on a date or dateTime field is a
   * period instead: `?<name>From=YYYY-MM-DD&<name>To=YYYY-MM-DD`, both days included, in Rome.
   */
  filter?: boolean | 'range';
  sortable?: boolean;
  /** Shown in the generated create and edit form. */
  form?: boolean;
  /** Allowed values of an `enum` field; their labels are locale keys `<resource>.values.<name>.<value>`. */
  options?: readonly string[];
  /** An `enum` holding several of its options at once (an array, a text[] column), such as the roles a post is for. */
  multiple?: boolean;
  /** A `multiple` enum shown as one checkbox per option, all in sight, instead of a select. */
  checkboxes?: boolean;
  /** Where a `reference` field finds its choices and its label. */
  reference?: ReferenceTarget;
  required?: boolean;
  /**
   * A help text under the form field (what it takes, what leaving it empty means): locale key `<resource>.help.<name>`;
   * text, number, enum, dateTime and reference fields show it.
   */
  help?: boolean;
}

/**
 * Who may do what: `any` is every logged-in user; otherwise only these Active roles (none: the action has no route).
 */
export type Permission = 'any' | readonly AppRoleName[];

export interface ResourceAccess {
  list: Permission;
  show: Permission;
  create: Permission;
  edit: Permission;
  delete: Permission;
}

/** What a resource lets its callers do: list, show, create, edit, delete. */
export type ResourceAction = keyof ResourceAccess;

/** True when some role may do `action` on the resource, so its route is served at all. */
export const offersAction = (access: ResourceAccess, action: ResourceAction): boolean => {
  const permission = access[action];
  return permission === 'any' || permission.length > 0;
};

/**
 * One resource, declared once (DESIGN.md, generated CRUD): its record and input schemas, its fields and where they
 * appear, the API paths of spec section 7 and who may do what. Which rows each caller sees is its server unit's
 * visibility (`server/modules/<name>/index.ts`): the access here and that visibility are the resource's permissions.
 */
export interface ResourceDeclaration<
  TRecord extends z.ZodObject = z.ZodObject,
  TCreate extends z.ZodObject = z.ZodObject,
  TUpdate extends z.ZodObject = z.ZodObject,
> {
  /** The refine resource name and the route name in domain/auth/routes.ts. */
  name: string;
  /** API path below /api for list, get (`/{id}`), create, update (`/{id}`) and delete (`/{id}`). */
  apiPath: string;
  /** When the spec lists elsewhere than it writes: the path of the list and its CSV export (default `apiPath`). */
  listPath?: string;
  /** The detail's path segment below the list, `/<name>/<segment>/:id`, where the spec names one (default `show`). */
  showSegment?: 'show' | 'detail';
  /** When the spec creates elsewhere than it writes: the path of the create (default `apiPath`). */
  createPath?: string;
  record: TRecord;
  create: TCreate;
  update: TUpdate;
  fields: readonly FieldDeclaration[];
  /**
   * Record keys the server's behaviour computes (labels of references, flags), which have no column; a field may be one
   * when it is neither sortable, filterable nor searched. A computed `editable: false` hides a row's edit and delete.
   */
  computed?: readonly string[];
  /** Fields `q` searches (case-insensitive contains). */
  search: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  access: ResourceAccess;
  /** A list's page size when the query names none, and the largest it may ask (default 25 and 100). */
  paging?: { defaultLimit: number; maxLimit: number };
  /**
   * `false`: no generated screens, route or menu entry under `/<name>`; the unit's pages show the resource (trainings
   * and lessons live under the spec's `/training-module` and `/backoffice-training`).
   */
  generatedScreens?: false;
  /**
   * What `?extend=a,b` may add to the records of a list or a single read (computed keys of the behaviour, such as a
   * module's lessons); any other value is a 400.
   */
  extend?: readonly string[];
  /**
   * The `enum` field a bulk status change of the list sets (`POST <list path>/bulk`, action `status`); the unit's
   * behaviour `transition` moves each row by the resource's own workflow.
   */
  bulkStatus?: string;
}

/**
 * What the portal's first load needs of a resource, without its schemas (and without zod): its name and paths for the
 * routes, the menu and refine, who may do what, and the file of `domain/resources/` that declares it (a generated
 * screen loads that declaration alone). `domain/resources/outlines.ts` holds every declaration's outline, generated
 * from the registry by scripts/generate-resource-outlines.ts (a test holds the two equal).
 */
export interface ResourceOutline extends Pick<
  ResourceDeclaration,
  'name' | 'apiPath' | 'listPath' | 'showSegment' | 'createPath' | 'access' | 'generatedScreens'
> {
  /** The declaring file's name without `.ts` (`projects` for domain/resources/projects.ts). */
  module: string;
}

/**
 * A declaration's outline, `module` naming the file that declares it (keys left unset stay undefined, which JSON leaves
 * out).
 */
export function outlineOf(declaration: ResourceDeclaration, module: string): ResourceOutline {
  const { name, apiPath, listPath, showSegment, createPath, access, generatedScreens } = declaration;
  return { name, apiPath, listPath, showSegment, createPath, access, generatedScreens, module };
}

/**
 * A declaration less its zod schemas: what a generated list, its filters and columns, the detail and the guards read
 * of a resource. A screen loads it (from `domain/resources/blueprints/`, generated from the declarations by
 * scripts/generate-resource-outlines.ts, a test holds them equal) without zod; only a form loads the schemas with it.
 */
export type ResourceBlueprint = Omit<ResourceDeclaration, 'record' | 'create' | 'update'>;

const schemaKeys: ReadonlySet<string> = new Set(['record', 'create', 'update']);

/** A declaration's blueprint: every key of it but its schemas. */
export const blueprintOf = (declaration: ResourceDeclaration): ResourceBlueprint =>
  Object.fromEntries(Object.entries(declaration).filter(([key]) => !schemaKeys.has(key))) as ResourceBlueprint;

/** Whether a module's export is a resource declaration (a loaded module's exports are not typed). */
export const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof value.name === 'string' &&
  'apiPath' in value &&
  'fields' in value &&
  Array.isArray(value.fields);

/** Whether a module's export is the declaration of this name. */
export const isDeclarationNamed = (value: unknown, name: string): value is ResourceDeclaration =>
  isDeclaration(value) && value.name === name;

/**
 * The outline of every declaration the declaring files of domain/resources/ export, by file name then name:
 * `modules` maps each file's name without `.ts` to its exports. A name declared twice is a programming error.
 */
export function outlinesOf(modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>): ResourceOutline[] {
  const outlines: ResourceOutline[] = [];
  for (const module of Object.keys(modules).toSorted()) {
    const declarations = Object.values(modules[module] ?? {}).filter(isDeclaration);
    for (const value of declarations.toSorted((a, b) => a.name.localeCompare(b.name))) {
      const twin = outlines.find((outline) => outline.name === value.name);
      if (twin) throw new Error(`domain/resources/${module}.ts and ${twin.module}.ts both declare ${value.name}`);
      outlines.push(outlineOf(value, module));
    }
  }
  return outlines;
}

/** The entry of this name in a list of declarations or outlines; an unknown name is a programming error. */
export function namedIn<T extends { name: string }>(entries: readonly T[], name: string): T {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No declaration named ${name} in domain/resources/`);
  return entry;
}

/** The record field naming a row's network: the label of its one reference to the networks, if it has one. */
export const networkLabelFieldOf = (declaration: Pick<ResourceDeclaration, 'fields'>): string | undefined =>
  declaration.fields.find((field) => field.reference?.source === 'networks' && field.reference.multiple !== true)
    ?.reference?.labelField;

export const can = (permission: Permission, activeRoles: readonly AppRoleName[]): boolean =>
  permission === 'any' || permission.some((role) => activeRoles.includes(role));
