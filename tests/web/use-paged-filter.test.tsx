// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePagedFilter } from '../../src/components/shell/use-paged-filter.ts';

afterEach(cleanup);

describe('where a paged list stands', () => {
  it('goes back to the first page when the search changes', () => {
    const { result } = renderHook(() => usePagedFilter('', 10));
    act(() => {
      result.current.setPage(3);
    });
    expect(result.current.page).toBe(3);
    act(() => {
      result.current.narrow('rossi');
    });
    expect(result.current).toMatchObject({ filter: 'rossi', page: 1 });
  });

  it('moves a page past the last back to the last once the answer is in, not while it is on its way', () => {
    const { result, rerender } = renderHook(
      ({ total, fetching }: { total: number; fetching: boolean }) => {
        const paging = usePagedFilter<'all' | 'New'>('all', 10);
        return { ...paging, pages: paging.settle(total, fetching) };
      },
      { initialProps: { total: 41, fetching: false } },
    );
    expect(result.current.pages).toBe(5);
    act(() => {
      result.current.setPage(5);
    });
    rerender({ total: 20, fetching: true });
    expect(result.current).toMatchObject({ page: 5, pages: 2 });
    rerender({ total: 20, fetching: false });
    expect(result.current).toMatchObject({ page: 2, pages: 2 });
    rerender({ total: 0, fetching: false });
    expect(result.current).toMatchObject({ page: 1, pages: 1 });
  });
});
