import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReasonDialog } from '../../components/shell/reason-dialog.tsx';
import { MEMBERS_PAGE_SIZE, memberRejectionSchema, type WaitingMember } from '../../../domain/schemas/network.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { ListPagination } from '../../components/shell/list-pagination.tsx';
import { usePagedFilter } from '../../components/shell/use-paged-filter.ts';
import { networksApi } from '../../../domain/api/networks.ts';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { memberName, useMemberApproval } from './member-decisions.ts';
import { SearchField } from './search-field.tsx';
import { ToApproveTable } from './to-approve-table.tsx';
import { QueryContent } from '../../components/query-content.tsx';

/** Route /to-approve: back office (every network) and the hub head (their own) approve or reject who waits. */
export function ToApprovePage() {
  const { t } = useTranslation();
  const { filter: q, narrow: search, page, setPage, settle } = usePagedFilter('', MEMBERS_PAGE_SIZE);
  const [rejecting, setRejecting] = useState<WaitingMember | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useApiQuery(networksApi.toApprove, { query: { q, page, limit: MEMBERS_PAGE_SIZE } });
  const approval = useMemberApproval();
  const reject = useApiMutation(networksApi.rejectMember);
  const confirm = useConfirm();
  const total = list.data?.total ?? 0;
  settle(total, list.isFetching);

  const askAndApprove = async (member: WaitingMember) => {
    const name = memberName(member);
    const roles = member.roles
      .filter((role) => role.status === 'Waiting')
      .map((role) => t(`status.roleLabels.${role.roleName}`))
      .join(', ');
    const confirmed = await confirm({
      title: t('network.toApprove.approveTitle', { name }),
      text: t('network.toApprove.approveText', { name, roles }),
      yesText: t('network.toApprove.approve'),
    });
    if (!confirmed) return;
    setDone(null);
    approval.approve(member, () => {
      setDone(t('network.toApprove.approved', { name }));
    });
  };

  const rejectWith = (reason: string) => {
    const network = rejecting?.network;
    if (!rejecting || !network) return;
    const name = memberName(rejecting);
    setDone(null);
    reject.mutate(
      { params: { id: network.id, profileId: rejecting.profileId }, body: { reason } },
      {
        onSuccess: () => {
          setRejecting(null);
          setDone(t('network.toApprove.rejected', { name }));
        },
      },
    );
  };

  const content = (
    <QueryContent
      query={list}
      loadingLabel={t('network.toApprove.loading')}
      empty={
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t(q ? 'network.toApprove.emptySearch' : 'network.toApprove.empty')}
        </Typography>
      }
    >
      {({ data }) => (
        <ToApproveTable
          members={data}
          busy={approval.isPending || reject.isPending}
          onApprove={(member) => void askAndApprove(member)}
          onReject={setRejecting}
        />
      )}
    </QueryContent>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <div>
        <Typography variant="h1">{t('network.toApprove.title')}</Typography>
        <Typography color="text.secondary">{t('network.toApprove.subtitle')}</Typography>
      </div>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {approval.error && <Alert severity="error">{userMessageOf(approval.error)}</Alert>}
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <SearchField label={t('network.toApprove.search')} onSearch={search} />
          </Stack>
          {content}
          {total > 0 && (
            <ListPagination count={total} page={page} pageSize={MEMBERS_PAGE_SIZE} onPageChange={setPage} />
          )}
        </CardContent>
      </Card>
      <ReasonDialog
        open={rejecting !== null}
        title={t('network.toApprove.rejectTitle', { name: rejecting ? memberName(rejecting) : '' })}
        label={t('network.toApprove.reason')}
        hint={t('network.toApprove.reasonHint')}
        confirmLabel={t('network.toApprove.reject')}
        schema={memberRejectionSchema}
        busy={reject.isPending}
        error={reject.error ? userMessageOf(reject.error) : null}
        onCancel={() => {
          setRejecting(null);
          reject.reset();
        }}
        onConfirm={rejectWith}
      />
    </Stack>
  );
}
