import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { GoConfig, RouterProvider } from '@refinedev/core';
import refineRouterProvider from '@refinedev/react-router';

type Go = ReturnType<NonNullable<RouterProvider['go']>>;

const useRefineGo: () => Go = refineRouterProvider.go ?? (() => () => undefined);

/**
 * refine's `go`, with one guard. A list keeps its page, sorting and filters in the URL by a `replace` to its own path
 * with the new query (syncWithLocation). React Router moves the address bar at once and shows the next screen in a
 * transition, so a list whose screen is leaving (the next screen's chunk still loading) can still synchronise, and its
 * `replace` took the user back to the list: the click was lost. A query-only `replace` from a screen the address bar
 * has already left is dropped.
 */
function useGuardedGo(): Go {
  const go = useRefineGo();
  const { pathname } = useLocation();
  return useCallback(
    (config: GoConfig) => {
      const leaving = config.type === 'replace' && !config.to && window.location.pathname !== pathname;
      return leaving ? undefined : go(config);
    },
    [go, pathname],
  );
}

/** refine's React Router bindings, with the guarded `go`. */
export const routerProvider: RouterProvider = { ...refineRouterProvider, go: useGuardedGo };
