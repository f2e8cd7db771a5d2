import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '../../../domain/api/endpoint.ts';

const DIRECTORY = fileURLToPath(new URL('../../../domain/api/', import.meta.url));

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';

/** An area's endpoints (`trainingsApi`): an object whose every value is an endpoint. */
const isEndpointGroup = (value: unknown): value is Readonly<Record<string, AnyEndpoint>> =>
  typeof value === 'object' &&
  value !== null &&
  !isEndpoint(value) &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isEndpoint);

const contractFiles = readdirSync(DIRECTORY).filter((name) => name.endsWith('.ts'));
const exported = await Promise.all(
  contractFiles.map((name) => import(`${DIRECTORY}${name}`) as Promise<Record<string, unknown>>),
);

type Group = readonly [name: string, endpoints: Readonly<Record<string, AnyEndpoint>>];

const groups: Group[] = exported.flatMap((exports) =>
  Object.entries(exports).flatMap(([name, value]) => (isEndpointGroup(value) ? [[name, value] as const] : [])),
);

/** A map that only names again endpoints of other groups (`projectSlotEndpoints`: a project role's endpoint). */
const isAlias = ([name, group]: Group): boolean =>
  Object.values(group).every((endpoint) =>
    groups.some(([other, candidates]) => other !== name && Object.values(candidates).includes(endpoint)),
  );

/**
 * Every endpoint group the files of domain/api/ export, by export name (maps that only name other groups' endpoints
 * again left out): a new area is checked by the contract tests as soon as its file exports it, with no list to add it
 * to.
 */
export const apiContract: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = Object.fromEntries(
  groups.filter((entry) => !isAlias(entry)),
);
