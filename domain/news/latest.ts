/** The most posts one call of the latest news (domain/api/news.ts) answers. */
export const NEWS_LATEST_MAX = 20;

/** A post's page in the SPA: where its notice links, and the link its opening marks read. */
export const newsPostPath = (id: string): string => `/news/show/${id}`;
