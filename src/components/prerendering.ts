import { createContext, useContext } from 'react';

/**
 * True while the build draws a public page ahead of its script (src/prerender.tsx): what works only once the script
 * runs (a button) is then drawn in its place but unseen, so nothing moves when React takes over and nothing looks
 * ready before it is.
 */
export const PrerenderingContext = createContext(false);

export const usePrerendering = (): boolean => useContext(PrerenderingContext);
