import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';

/**
 * The one h1 of a step. It takes the focus when the step changes (not on the first paint), so keyboard and screen
 * reader users start reading the new question.
 */
export function StepHeading({ id, children, focusOnMount }: { id?: string; children: string; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography
      ref={ref}
      id={id}
      variant="h2"
      component="h1"
      tabIndex={-1}
      sx={{ mb: 1, outline: 'none', fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
    >
      {children}
    </Typography>
  );
}
