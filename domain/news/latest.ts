/** GET /happyway/news/latest?limit=: the posts published now for the caller's network and Active roles, newest first. */
export const NEWS_LATEST_PATH = '/happyway/news/latest';
export const NEWS_LATEST_MAX = 20;

/** A post's page in the SPA: where its notice links, and the link its opening marks read. */
export const newsPostPath = (id: string): string => `/news/show/${id}`;
