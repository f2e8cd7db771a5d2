import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Fetches again every cached `useApiQuery` whose path starts with one of these prefixes (any page, any search). */
export function useInvalidateApi(): (...prefixes: string[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((...prefixes: string[]) => queryClient.invalidateQueries({
    predicate: ({ queryKey: [scope, path] }) => scope === 'api' && typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix)),
  }), [queryClient]);
}
