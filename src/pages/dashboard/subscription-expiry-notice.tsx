import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isNearExpiration, lastSubscription } from '../../../domain/rules/subscriptions.ts';
import type { UserInit } from '../../../domain/schemas/profile.ts';

/** The warning of spec section 4: within 30 days before the role subscription expires. */
export function SubscriptionExpiryNotice({ init, now = new Date() }: { init: UserInit; now?: Date }) {
  const { t } = useTranslation();
  const subscription = lastSubscription(init.subscriptions);
  if (!subscription?.expirationDate || !isNearExpiration(subscription, now)) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={Link} to="/subscription-checkout" color="inherit" size="small">
          {t('subscriptions.renew')}
        </Button>
      }
    >
      {t('subscriptions.nearExpiration', { date: subscription.expirationDate })}
    </Alert>
  );
}
