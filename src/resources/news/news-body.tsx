import Box from '@mui/material/Box';
import { sanitizeMarkup } from '../../components/shell/sanitize-markup.ts';

/**
 * A post's text: its small markup (b, i, em, strong, p, br, ul, ol, li, a with an http, https or mailto link) rendered
 * through the allow-list of `sanitizeMarkup`, never as raw HTML: anything else is dropped or unwrapped.
 */
export function NewsBody({ markup }: { markup: string }) {
  return (
    <Box sx={{ '& p': { mt: 0, mb: 1 }, '& ul, & ol': { mt: 0, mb: 1, pl: 3 }, overflowWrap: 'anywhere' }}>
      {sanitizeMarkup(markup)}
    </Box>
  );
}
