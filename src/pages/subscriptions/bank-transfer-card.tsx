import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatEuro } from '../../../domain/rules/money.ts';
import type { Subscription } from '../../../domain/schemas/subscriptions.ts';

/** What to pay and how, for a Pending subscription: it stays Pending until back office sees the transfer. */
export function BankTransferCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('subscriptions.transfer.beneficiary'), subscription.bankTransfer.beneficiary],
    [t('subscriptions.transfer.iban'), subscription.bankTransfer.iban],
    [t('subscriptions.transfer.reference'), subscription.bankTransfer.reference],
    [t('subscriptions.transfer.amount'), formatEuro(subscription.totalCents)],
  ];
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('subscriptions.transfer.title', { plan: subscription.templateName })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('subscriptions.transfer.intro')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
