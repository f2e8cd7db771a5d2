import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { InvitationState } from '../../../domain/network/invitations.ts';
import { INVITATIONS_PAGE_SIZE, type InvitationView } from '../../../domain/schemas/invitations.ts';
import { invitationsApi } from '../../../domain/api/invitations.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { ListPagination } from '../../components/shell/list-pagination.tsx';
import { usePagedFilter } from '../../components/shell/use-paged-filter.ts';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { SearchField } from './search-field.tsx';
import { StatusChip, type StatusTone } from '../../components/status-chip.tsx';
import { formatDay } from '../../../domain/format.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { QueryContent } from '../../components/query-content.tsx';

const stateTones: Record<InvitationState, StatusTone> = { Pending: 'warning', Used: 'success', Expired: 'default' };
const columns = ['email', 'role', 'state', 'sent', 'expires', 'invitedBy'] as const;

/** The network's invitations, newest first: search by e-mail, state, paging, and withdrawal after a confirmation. */
export function InvitationList({ networkId }: { networkId: string }) {
  const { t } = useTranslation();
  const { filter: q, narrow: search, page, setPage, settle } = usePagedFilter('', INVITATIONS_PAGE_SIZE);
  const list = useApiQuery(invitationsApi.list, {
    params: { networkId },
    query: { q, page, limit: INVITATIONS_PAGE_SIZE },
  });
  const remove = useApiMutation(invitationsApi.remove);
  const confirm = useConfirm();
  const total = list.data?.total ?? 0;
  settle(total, list.isFetching);

  const askAndDelete = async (row: InvitationView) => {
    const confirmed = await confirm({
      title: t('network.invitations.deleteTitle'),
      text: t('network.invitations.deleteText', { email: row.email }),
      yesText: t('network.invitations.delete'),
      destructive: true,
    });
    if (confirmed) remove.mutate({ params: { networkId, invitationId: row.id } });
  };

  const content = (
    <QueryContent
      query={list}
      loadingLabel={t('network.invitations.loading')}
      empty={
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t(q ? 'network.invitations.emptySearch' : 'network.invitations.empty')}
        </Typography>
      }
    >
      {({ data }) => (
        <TableContainer>
          <Table size="small" aria-label={t('network.invitations.title')}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{t(`network.invitations.columns.${column}`)}</TableCell>
                ))}
                <TableCell align="right">{t('network.invitations.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{row.email}</TableCell>
                  <TableCell>{t(`status.roleLabels.${row.role}`)}</TableCell>
                  <TableCell>
                    <StatusChip tone={stateTones[row.state]} label={t(`network.invitations.state.${row.state}`)} />
                  </TableCell>
                  <TableCell>{formatDay(row.createdAt)}</TableCell>
                  <TableCell>{formatDay(row.expiresAt)}</TableCell>
                  <TableCell>{row.invitedBy ?? '—'}</TableCell>
                  <TableCell align="right">
                    {row.state !== 'Used' && (
                      <Tooltip title={t('network.invitations.delete')}>
                        <IconButton
                          size="small"
                          color="error"
                          disabled={remove.isPending}
                          aria-label={t('network.invitations.deleteFor', { email: row.email })}
                          onClick={() => void askAndDelete(row)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </QueryContent>
  );

  return (
    <SectionCard
      headingId="invitations-title"
      title={t('network.invitations.title')}
      actions={<SearchField label={t('network.invitations.search')} onSearch={search} />}
    >
      {remove.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {userMessageOf(remove.error)}
        </Alert>
      )}
      {content}
      {total > 0 && (
        <ListPagination count={total} page={page} pageSize={INVITATIONS_PAGE_SIZE} onPageChange={setPage} />
      )}
    </SectionCard>
  );
}
