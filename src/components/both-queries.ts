import type { QueryState } from './query-content.tsx';

/** Two queries one screen needs together, as one for QueryContent: pending or failed while either is. */
export function bothQueries<A, B>(first: QueryState<A>, second: QueryState<B>): QueryState<[A, B]> {
  return {
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    error: first.isError ? first.error : second.error,
    isError: first.isError || second.isError,
    isPending: first.isPending || second.isPending,
    refetch: () => Promise.all([first.isError && first.refetch(), second.isError && second.refetch()]),
  };
}
