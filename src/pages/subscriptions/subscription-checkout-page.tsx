import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AGREEMENT_NOT_ACCEPTED } from '../../../domain/rules/messages.ts';
import type { Checkout, Subscription, SubscriptionTemplate } from '../../../domain/schemas/subscriptions.ts';
import { subscriptionsApi } from '../../../domain/api/subscriptions.ts';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { AgreementText } from '../agreements/agreement-text.tsx';
import { BankTransferCard } from './bank-transfer-card.tsx';
import { PlanPicker } from './plan-picker.tsx';
import { bothQueries } from '../../components/both-queries.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { SectionCard } from '../../components/section-card.tsx';

/**
 * The subscribe pages of Pending roles and subscription-checkout: pick a plan, accept its conditions, pay by transfer.
 */
export function SubscriptionCheckoutPage() {
  const { t } = useTranslation();
  const templates = useApiQuery(subscriptionsApi.templates);
  const mine = useApiQuery(subscriptionsApi.mine);
  return (
    <QueryContent query={bothQueries(templates, mine)} loadingLabel={t('subscriptions.loading')}>
      {([plans, own]) => <CheckoutForm templates={plans} mine={own} />}
    </QueryContent>
  );
}

function CheckoutForm({ templates, mine }: { templates: SubscriptionTemplate[]; mine: Subscription[] }) {
  const { t } = useTranslation();
  const submit = useApiMutation(subscriptionsApi.checkout);
  const [templateId, setTemplateId] = useState('');
  const [accepted, setAccepted] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);

  const pending = mine.filter((subscription) => subscription.status === 'Pending');
  const chosen = templates.find((template) => template.id === templateId);
  const allAccepted = chosen?.agreements.every((agreement) => accepted.includes(agreement.id)) ?? false;

  const send = () => {
    setSubmitted(true);
    if (!chosen || !allAccepted) return;
    const body: Checkout = { templateId: chosen.id, acceptedAgreementIds: accepted };
    submit.mutate({ body });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Typography variant="h1">{t('subscriptions.checkout.title')}</Typography>
      <Typography color="text.secondary">{t('subscriptions.checkout.intro')}</Typography>
      {pending.map((subscription) => (
        <BankTransferCard key={subscription.id} subscription={subscription} />
      ))}
      {templates.length === 0 ? (
        <Alert severity="info">{t('subscriptions.checkout.noPlans')}</Alert>
      ) : (
        <SectionCard title={t('subscriptions.checkout.plans')}>
          <PlanPicker
            templates={templates}
            value={templateId}
            onChange={(id) => {
              setTemplateId(id);
              setAccepted([]);
            }}
          />
          {submitted && !chosen && <FormHelperText error>{t('subscriptions.checkout.choosePlan')}</FormHelperText>}
          {chosen?.agreements.map((agreement) => (
            <Stack key={agreement.id} spacing={1} sx={{ mt: 2 }}>
              <AgreementText agreement={agreement} headingLevel="h3" />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={accepted.includes(agreement.id)}
                    onChange={(event) => {
                      setAccepted(
                        event.target.checked
                          ? [...accepted, agreement.id]
                          : accepted.filter((id) => id !== agreement.id),
                      );
                    }}
                  />
                }
                label={t('agreements.acceptLabel', { title: agreement.title })}
              />
              {submitted && !accepted.includes(agreement.id) && (
                <FormHelperText error>{AGREEMENT_NOT_ACCEPTED}</FormHelperText>
              )}
            </Stack>
          ))}
          {submit.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {userMessageOf(submit.error)}
            </Alert>
          )}
          <Button
            sx={{ mt: 3 }}
            variant="contained"
            size="large"
            onClick={send}
            disabled={submit.isPending}
            loading={submit.isPending}
          >
            {t('subscriptions.checkout.submit')}
          </Button>
        </SectionCard>
      )}
    </Stack>
  );
}
