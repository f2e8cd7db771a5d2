import { useEffect, useState } from 'react';
import { useInvalidateAuthStore } from '@refinedev/core';
import type { ProfileDetails } from '../../../domain/schemas/profile.ts';
import { useReplaceDetails } from '../../providers/session-context.tsx';

/**
 * Puts the user's saved details into the session, then refreshes refine's identity (the app bar's name and picture)
 * once the new session is rendered: refreshing at once would still ask the auth provider of the old session.
 */
export function useDetailsUpdate(): (details: ProfileDetails) => void {
  const replaceDetails = useReplaceDetails();
  const invalidateAuth = useInvalidateAuthStore();
  const [updates, setUpdates] = useState(0);
  useEffect(() => {
    if (updates > 0) void invalidateAuth();
  }, [updates, invalidateAuth]);
  return (details) => {
    replaceDetails(details);
    setUpdates((count) => count + 1);
  };
}
