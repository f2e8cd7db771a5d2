import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Agreement } from '../../../domain/schemas/agreements.ts';

/** An agreement's title and paragraphs (plain text: blank lines separate paragraphs). */
export function AgreementText({
  agreement,
  headingLevel = 'h2',
}: {
  agreement: Pick<Agreement, 'title' | 'body'>;
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <Stack spacing={1.5}>
      <Typography variant={headingLevel === 'h1' ? 'h1' : 'h3'} component={headingLevel}>
        {agreement.title}
      </Typography>
      {agreement.body.split(/\n{2,}/).map((paragraph) => (
        <Typography key={paragraph.slice(0, 40)}>{paragraph}</Typography>
      ))}
    </Stack>
  );
}
