import { useSearchParams } from 'react-router';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { DeclaredForm } from '../generic/declared-form.tsx';
import { safeReturnPath } from './calendar-links.ts';

const DEFAULT_MINUTES = 60;

/** The start a calendar slot hands over, with an end an hour later; none (or a broken one) leaves both empty. */
function slotValues(startsAt: string | null): Record<string, unknown> {
  const start = startsAt === null ? Number.NaN : Date.parse(startsAt);
  if (Number.isNaN(start)) return {};
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + DEFAULT_MINUTES * 60_000).toISOString() };
}

/** The generated create form, starting at the calendar slot that was clicked and going back to that calendar. */
export function AppointmentCreate({ declaration }: { declaration: ResourceBlueprint }) {
  const [params] = useSearchParams();
  return (
    <DeclaredForm
      key="create"
      declaration={declaration}
      mode="create"
      initialValues={slotValues(params.get('startsAt'))}
      returnPath={safeReturnPath(params.get('returnTo'))}
    />
  );
}
