/** Where the API is served below the portal's origin: every endpoint's path is under it. */
export const API_BASE = '/api';
