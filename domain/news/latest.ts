/** GET /happyway/news/latest?limit=: the posts published now for the caller's network and Active roles, newest first. */
export const NEWS_LATEST_PATH = '/happyway/news/latest';
export const NEWS_LATEST_MAX = 20;
