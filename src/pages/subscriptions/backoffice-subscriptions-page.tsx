import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
        isEmpty={(rows) => rows.length === 0}
        empty={<Alert severity="info">{t('subscriptions.backoffice.empty')}</Alert>}
      >
        {(rows) => (
          <TableContainer component={Paper}>
            <Table aria-label={t('subscriptions.backoffice.title')}>
              <TableHead>
                <TableRow>
                  {['subscriber', 'plan', 'total', 'reference', 'requested', 'state'].map((column) => (
                    <TableCell key={column}>{textFromData(t, `subscriptions.backoffice.columns.${column}`)}</TableCell>
                  ))}
                  {status === 'Pending' && <TableCell>{t('subscriptions.backoffice.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      {row.subscriber.name}
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {row.subscriber.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{row.templateName}</TableCell>
                    <TableCell>{formatEuro(row.totalCents)}</TableCell>
                    <TableCell>{row.bankTransfer.reference}</TableCell>
                    <TableCell>{formatDay(row.createdAt)}</TableCell>
                    <TableCell>
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
                    </TableCell>
                    {status === 'Pending' && (
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            variant="contained"
                            disabled={confirm.isPending}
                            onClick={() => void confirmTransfer(row)}
                            aria-label={t('subscriptions.backoffice.confirmFor', { name: row.subscriber.name })}
                          >
                            {t('subscriptions.backoffice.confirm')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => {
                              setRejecting(row);
                            }}
                            aria-label={t('subscriptions.backoffice.rejectFor', { name: row.subscriber.name })}
                          >
                            {t('subscriptions.backoffice.reject')}
                          </Button>
                        </Stack>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
