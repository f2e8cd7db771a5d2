/**
 * jsdom has no `matchMedia`: this one answers `max-width` queries (MUI's `down(...)`) against the width the test sets,
 * read through `width` at each query.
 */
export function fakeViewportMedia(width: () => number): void {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = max?.[1] !== undefined && width() <= Number(max[1]);
    const list: Pick<
      MediaQueryList,
      'matches' | 'media' | 'onchange' | 'addEventListener' | 'removeEventListener' | 'dispatchEvent'
    > = {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  };
}
