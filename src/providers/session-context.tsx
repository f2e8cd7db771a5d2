import { createContext, useContext } from 'react';
import type { ProfileDetails } from '../../domain/schemas/profile.ts';
import type { CurrentUser, Session } from './session.ts';

export interface SessionContextValue {
  session: Session;
  /** After the user saves their own data: the shell and the screens show the new values at once. */
  replaceDetails: (details: ProfileDetails) => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside <SessionContext>');
  return value;
}

export const useSession = (): Session => useSessionContext().session;
export const useReplaceDetails = (): SessionContextValue['replaceDetails'] => useSessionContext().replaceDetails;

/** The logged-in user; only for screens behind the navigation guard's auth-only routes. */
export function useCurrentUser(): CurrentUser | null {
  const session = useSession();
  return session.status === 'ready' ? session.user : null;
}
