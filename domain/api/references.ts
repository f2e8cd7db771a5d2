import type { ResourceDeclaration } from '../resources/declaration.ts';
import type { ReferenceOptions } from '../schemas/reference-options.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import type { ResourceQuery } from './resources.ts';

/**
 * An endpoint of a reference's choices, searched with `?q=&limit=`, labelled with `?ids=`, narrowed by the values of
 * the fields it depends on; its path's segments, if it has any, already filled in.
 */
export type ReferenceOptionsEndpoint = Endpoint<'GET', string, unknown, undefined, ReferenceOptions>;

/** Where a reference field of a resource serves its choices: the rows the caller may choose, with their labels. */
export const referenceOptionsEndpoint = (
  declaration: Pick<ResourceDeclaration, 'apiPath' | 'listPath'>,
  fieldName: string,
) =>
  endpoint<ReferenceOptions, ResourceQuery>()(
    'GET',
    `${declaration.listPath ?? declaration.apiPath}/options/${fieldName}`,
  );
