import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { BulkResult } from '../../../domain/schemas/bulk.ts';
import { AppModal } from '../../components/shell/app-modal.tsx';

/**
 * What a bulk action did: how many rows changed and, row by row (with its network, where it has one), why the others
 * did not.
 */
export function BulkResultDialog({ result, onClose }: { result: BulkResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const done = result?.done.length ?? 0;
  const refused = result?.refused ?? [];
  return (
    <AppModal
      open={result !== null}
      onClose={onClose}
      title={t('lists.bulk.done', { count: done })}
      size="md"
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('lists.bulk.close')}
        </Button>
      }
    >
      {refused.length === 0 ? (
        <Alert severity="success">{t('lists.bulk.done', { count: done })}</Alert>
      ) : (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {t('lists.bulk.refusedTitle', { count: refused.length })}
          </Typography>
          <List dense aria-label={t('lists.bulk.refusedTitle', { count: refused.length })}>
            {refused.map((row) => (
              <ListItem key={row.id} disableGutters>
                <ListItemText
                  primary={
                    row.network === null
                      ? t('lists.bulk.refusedRow', { title: row.title, message: row.message })
                      : t('lists.bulk.refusedRowOfNetwork', {
                          title: row.title,
                          network: row.network,
                          message: row.message,
                        })
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </AppModal>
  );
}
