import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { ReasonDialog } from '../../components/shell/reason-dialog.tsx';
import { formatEuro } from '../../../domain/rules/money.ts';
import { rejectionSchema, subscriptionStatuses, type Subscription } from '../../../domain/schemas/subscriptions.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { subscriptionsApi } from '../../../domain/api/subscriptions.ts';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { formatDay } from '../../../domain/format.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { DecisionTable, type DecisionColumn } from '../../components/decision-table.tsx';

type Status = Subscription['status'];

/** Route /backoffice-subscriptions: back office confirms the bank transfers it received, or rejects with a reason. */
export function BackofficeSubscriptionsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('Pending');
  const [rejecting, setRejecting] = useState<Subscription | null>(null);
  const list = useApiQuery(subscriptionsApi.list, { query: { status } });
  const confirm = useApiMutation(subscriptionsApi.confirm);
  const reject = useApiMutation(subscriptionsApi.reject);
  const failure = confirm.error ?? reject.error;
  const ask = useConfirm();
  const confirmTransfer = async (row: Subscription) => {
    const confirmed = await ask({
      title: t('subscriptions.backoffice.confirmTitle', { name: row.subscriber.name }),
      text: t('subscriptions.backoffice.confirmText', {
        reference: row.bankTransfer.reference,
        total: row.totalCents,
        plan: row.templateName,
      }),
      yesText: t('subscriptions.backoffice.confirm'),
    });
    if (confirmed) confirm.mutate({ params: { id: row.id } });
  };

  const header = (column: string) => textFromData(t, `subscriptions.backoffice.columns.${column}`);
  const columns: DecisionColumn<Subscription>[] = [
    {
      key: 'subscriber',
      header: header('subscriber'),
      cell: (row) => (
        <>
          {row.subscriber.name}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.subscriber.email}
          </Typography>
        </>
      ),
    },
    { key: 'plan', header: header('plan'), cell: (row) => row.templateName },
    { key: 'total', header: header('total'), cell: (row) => formatEuro(row.totalCents) },
    { key: 'reference', header: header('reference'), cell: (row) => row.bankTransfer.reference },
    { key: 'requested', header: header('requested'), cell: (row) => formatDay(row.createdAt) },
    {
      key: 'state',
      header: header('state'),
      cell: (row) => (
        <>
          <Chip
            size="small"
            label={t(`subscriptions.status.${row.status}`)}
            color={row.status === 'Confirmed' ? 'success' : row.status === 'Rejected' ? 'error' : 'warning'}
          />
          {row.expirationDate && (
            <Typography variant="body2">
              {t('subscriptions.backoffice.expires', { date: row.expirationDate })}
            </Typography>
          )}
          {row.rejectionReason && <Typography variant="body2">{row.rejectionReason}</Typography>}
        </>
      ),
    },
  ];
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('subscriptions.backoffice.title')}</Typography>
      <Tabs
        value={status}
        onChange={(_event, value: Status) => {
          setStatus(value);
        }}
        aria-label={t('subscriptions.backoffice.filter')}
      >
        {subscriptionStatuses.map((value) => (
          <Tab key={value} value={value} label={t(`subscriptions.status.${value}`)} />
        ))}
      </Tabs>
      {failure && <Alert severity="error">{userMessageOf(failure)}</Alert>}
      <QueryContent
        query={list}
        loadingLabel={t('subscriptions.loading')}
        empty={<Alert severity="info">{t('subscriptions.backoffice.empty')}</Alert>}
      >
        {(rows) => (
          <DecisionTable
            paper
            size="medium"
            label={t('subscriptions.backoffice.title')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={columns}
            actionsHeader={t('subscriptions.backoffice.columns.actions')}
            deciding={status === 'Pending'}
            approve={{
              label: t('subscriptions.backoffice.confirm'),
              labelFor: (row) => t('subscriptions.backoffice.confirmFor', { name: row.subscriber.name }),
              onDecide: (row) => void confirmTransfer(row),
              disabled: confirm.isPending,
            }}
            reject={{
              label: t('subscriptions.backoffice.reject'),
              labelFor: (row) => t('subscriptions.backoffice.rejectFor', { name: row.subscriber.name }),
              onDecide: setRejecting,
            }}
          />
        )}
      </QueryContent>
      <ReasonDialog
        open={rejecting !== null}
        title={t('subscriptions.backoffice.rejectTitle', { name: rejecting?.subscriber.name ?? '' })}
        label={t('subscriptions.backoffice.reason')}
        confirmLabel={t('subscriptions.backoffice.reject')}
        schema={rejectionSchema}
        busy={reject.isPending}
        onCancel={() => {
          setRejecting(null);
        }}
        onConfirm={(reason) => {
          if (!rejecting) return;
          reject.mutate(
            { params: { id: rejecting.id }, body: { reason } },
            {
              onSuccess: () => {
                setRejecting(null);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
