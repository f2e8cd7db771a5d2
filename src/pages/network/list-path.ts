/** `path?q=...&page=...&limit=...`, leaving out an empty search. */
export function listPath(path: string, { q, page, limit }: { q: string; page: number; limit: number }): string {
  const query = new URLSearchParams({ ...(q && { q }), page: String(page), limit: String(limit) });
  return `${path}?${query.toString()}`;
}
