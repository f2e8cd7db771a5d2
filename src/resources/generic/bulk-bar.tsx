import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { useNotification } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../../domain/format.ts';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import type { BulkResult, BulkSelection } from '../../../domain/schemas/bulk.ts';
import { APP_ROLE_HEADER } from '../../../domain/settings.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiDownload, useApiMutation } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { BulkResultDialog } from './bulk-result-dialog.tsx';
import { BulkStatusDialog } from './bulk-status-dialog.tsx';

export interface BulkBarProps {
  declaration: ResourceBlueprint;
  /** The ticked rows, or every row the list matches. */
  selection: BulkSelection;
  /** How many rows that is. */
  count: number;
  /** Every matching row, when more than the ticked ones: offered once the whole page is ticked. */
  total: number;
  pageFullySelected: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  canDelete: boolean;
  appRole?: number;
}

/**
 * The actions over a selection that may span pages (issue 21): export, a status change when the declaration has one,
 * delete where allowed; each one server call (`POST <list path>/bulk`), each row through the same rules as alone.
 */
export function BulkBar({
  declaration,
  selection,
  count,
  total,
  pageFullySelected,
  onSelectAll,
  onClear,
  canDelete,
  appRole,
}: BulkBarProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { open: notify } = useNotification();
  const bulk = useApiMutation(resourceEndpoints(declaration).bulk);
  const [choosingStatus, setChoosingStatus] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const all = 'query' in selection;
  const shown = formatNumber(count);

  const run = async (body: { action: 'status' | 'delete'; status?: string }) => {
    try {
      const answer = await bulk.mutateAsync({ body: { ...body, selection }, appRole });
      setResult(answer);
      onClear();
    } catch (error) {
      notify?.({ type: 'error', message: t('lists.bulk.failed'), description: userMessageOf(error) });
    }
  };
  const download = useApiDownload();
  const exportSelection = async () => {
    try {
      await download(
        resourceEndpoints(declaration).exportSelection,
        {},
        {
          fileName: `${declaration.name}-selezione.csv`,
          posted: { body: { selection }, headers: appRole === undefined ? {} : { [APP_ROLE_HEADER]: String(appRole) } },
        },
      );
    } catch (error) {
      notify?.({ type: 'error', message: t('crud.exportFailed'), description: userMessageOf(error) });
    }
  };
  const askDelete = () =>
    confirm({
      title: t('lists.bulk.deleteTitle'),
      text: t('lists.bulk.deleteText', { count, shown }),
      yesText: t('crud.delete'),
      noText: t('lists.bulk.cancel'),
      destructive: true,
      onConfirm: () => run({ action: 'delete' }),
    });

  return (
    <>
      {count > 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('lists.bulk.selected', { count, shown })}
          sx={{ p: 1.5, bgcolor: 'action.hover' }}
        >
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography role="status" sx={{ fontWeight: 600 }}>
                {all ? t('lists.bulk.allSelected', { count, shown }) : t('lists.bulk.selected', { count, shown })}
              </Typography>
              {!all && pageFullySelected && total > count && (
                <Button size="small" onClick={onSelectAll}>
                  {t('lists.bulk.selectAll', { count: total })}
                </Button>
              )}
              <Button size="small" onClick={onClear}>
                {t('lists.bulk.clear')}
              </Button>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void exportSelection()}>
                {t('lists.bulk.export')}
              </Button>
              {declaration.bulkStatus !== undefined && (
                <Button
                  variant="contained"
                  startIcon={<SwapHorizOutlined />}
                  onClick={() => {
                    setChoosingStatus(true);
                  }}
                >
                  {t('lists.bulk.status')}
                </Button>
              )}
              {canDelete && (
                <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => void askDelete()}>
                  {t('lists.bulk.delete')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
      <BulkStatusDialog
        declaration={declaration}
        open={choosingStatus}
        count={count}
        onClose={() => {
          setChoosingStatus(false);
        }}
        onApply={async (status) => {
          await run({ action: 'status', status });
          setChoosingStatus(false);
        }}
      />
      <BulkResultDialog
        result={result}
        onClose={() => {
          setResult(null);
        }}
      />
    </>
  );
}
