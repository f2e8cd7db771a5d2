import Box from '@mui/material/Box';
import Markdown from 'react-markdown';

/**
 * A lesson's description, written in Markdown by back office: rendered without any raw HTML (react-markdown escapes
 * it), links open in a new tab.
 */
export function LessonMarkdown({ text }: { text: string }) {
  return (
    <Box sx={{ '& img': { maxWidth: '100%' }, '& h1, & h2, & h3': { fontSize: '1.15rem' } }}>
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </Markdown>
    </Box>
  );
}
