import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ErrorContext } from '../../domain/rules/error-catalogue.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorTextOf } from '../providers/api-errors.ts';
import { retryMayHelp } from '../providers/query-retry.ts';

/** A list, or a page of one (`{ data: [...] }`), without any row. */
function hasNoRow(data: unknown): boolean {
  const rows = typeof data === 'object' && data !== null && 'data' in data ? data.data : data;
  return Array.isArray(rows) && rows.length === 0;
}

/** What QueryContent reads of a react-query result (ours, or the `query` of a refine hook). */
export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryContentProps<T> {
  query: QueryState<T>;
  /** The spinner's accessible name ('Caricamento dei documenti'). */
  loadingLabel: string;
  /** A fixed text for the failure instead of the server's Italian message. */
  errorText?: string;
  /** The error catalogue's context for the failure's message (the skills catalogue has its own wording). */
  errorContext?: ErrorContext;
  /** A side section's failure is a quiet line, not an alert that interrupts the screen it stands on. */
  errorLook?: 'alert' | 'line';
  /** What stands below the failure besides retrying (the way back to the list). */
  errorActions?: ReactNode;
  /** When the data counts as empty; by default a list (or a page's `data`) with no row. */
  isEmpty?: (data: T) => boolean;
  /** Shown when the data is empty; a text is drawn as a quiet line, or on an outlined card for a page's list. */
  empty?: ReactNode;
  emptyLook?: 'line' | 'card';
  children: (data: T) => ReactNode;
}

/**
 * A query's states alike on every screen: the spinner, the failure (with "Riprova" where asking again may help: no
 * answer or a 5xx, not a 404), the empty state, the data.
 */
export function QueryContent<T>({
  query,
  loadingLabel,
  errorText,
  errorContext,
  errorLook = 'alert',
  errorActions,
  isEmpty = hasNoRow,
  empty,
  emptyLook = 'line',
  children,
}: QueryContentProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    const message = errorText ?? errorTextOf(query.error, errorContext);
    const retry = retryMayHelp(query.error) && (
      <Button color="inherit" size="small" onClick={() => void query.refetch()}>
        {t('buttons.retry')}
      </Button>
    );
    const failure =
      errorLook === 'alert' ? (
        <Alert severity="error" action={retry}>
          {message}
        </Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="error">{message}</Typography>
          {retry}
        </Stack>
      );
    if (errorActions === undefined) return failure;
    return (
      <Stack spacing={2}>
        {failure}
        <div>{errorActions}</div>
      </Stack>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) {
    if (typeof empty !== 'string') return empty;
    const line = <Typography color="text.secondary">{empty}</Typography>;
    return emptyLook === 'card' ? (
      <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        {line}
      </Card>
    ) : (
      line
    );
  }
  return children(query.data);
}
