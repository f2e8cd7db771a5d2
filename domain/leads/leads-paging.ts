/** The Local Manager's leads list: rows per page by default and at most (spec section 7, landing contact). */
export const LEADS_PAGE_SIZE = 20;
export const LEADS_MAX_PAGE_SIZE = 100;
