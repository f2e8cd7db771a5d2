import { sessionApi } from '../../../domain/api/session.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { useSession } from '../../providers/session-context.tsx';
import { ProfileSuspendedPage } from './profile-suspended-page.tsx';

/**
 * Route /profile-suspended: the page; a suspended role with a reason is a rejected request to join (the rejection is
 * the one write that gives a reason, and it requires one), so the page then says so, with the reason.
 */
export function ProfileSuspendedScreen({ onLogout }: { onLogout: () => void }) {
  const loggedIn = useSession().status === 'ready';
  const membership = useApiQuery(sessionApi.membership, {}, { enabled: loggedIn });
  const reasons = [
    ...new Set(
      (membership.data?.roles ?? []).flatMap((role) =>
        role.status === 'Suspended' && role.statusReason ? [role.statusReason] : [],
      ),
    ),
  ];
  return <ProfileSuspendedPage onLogout={onLogout} reasons={reasons} />;
}
