import { createContext, useContext } from 'react';
import type { CurrentUser, Session } from './session.ts';

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionContext>');
  return session;
}

/** The logged-in user; only for screens behind the navigation guard's auth-only routes. */
export function useCurrentUser(): CurrentUser | null {
  const session = useSession();
  return session.status === 'ready' ? session.user : null;
}
