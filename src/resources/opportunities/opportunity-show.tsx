import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { ResourceShow } from '../generic/resource-show.tsx';
import { OpportunityHistory } from './opportunity-history.tsx';
import { OpportunityTransitions } from './opportunity-transitions.tsx';

/** The generated detail of an opportunity, with the moves the user may make and its history. */
export function OpportunityShow({ declaration }: { declaration: ResourceBlueprint }) {
  return (
    <ResourceShow declaration={declaration}>
      {(record) => (
        <>
          <OpportunityTransitions record={record} />
          <OpportunityHistory id={String(record.id)} />
        </>
      )}
    </ResourceShow>
  );
}
