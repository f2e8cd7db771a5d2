import useMediaQuery from '@mui/material/useMediaQuery';
import { WIDTH_BREAKPOINTS } from '../../../domain/rules/constants.ts';

/** Mobile means narrower than the md width breakpoint (768 px, spec section 9). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${WIDTH_BREAKPOINTS.md - 0.02}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
}
