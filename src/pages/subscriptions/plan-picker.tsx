import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatEuro } from '../../../domain/rules/money.ts';
import type { SubscriptionTemplate } from '../../../domain/schemas/subscriptions.ts';

interface PlanPickerProps {
  templates: readonly SubscriptionTemplate[];
  value: string;
  onChange: (templateId: string) => void;
}

/** The plans the user's roles allow, each with net, VAT and total. */
export function PlanPicker({ templates, value, onChange }: PlanPickerProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-label={t('subscriptions.checkout.plans')}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      {templates.map((template) => (
        <FormControlLabel
          key={template.id}
          value={template.id}
          control={<Radio />}
          sx={{
            alignItems: 'flex-start',
            border: 1,
            borderColor: value === template.id ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 1.5,
            m: 0,
            mb: 1.5,
          }}
          label={
            <Stack spacing={0.25} sx={{ pt: 0.75 }}>
              <Typography sx={{ fontWeight: 600 }}>{template.name}</Typography>
              <Typography variant="body2">
                {t('subscriptions.checkout.price', {
                  net: formatEuro(template.unitCostCents),
                  vatPercentage: template.vatPercentage,
                  vat: formatEuro(template.vatCents),
                  total: formatEuro(template.totalCents),
                })}
              </Typography>
              {template.expirationIntervalMonths !== null && (
                <Typography variant="body2" color="text.secondary">
                  {t('subscriptions.checkout.duration', { count: template.expirationIntervalMonths })}
                </Typography>
              )}
            </Stack>
          }
        />
      ))}
    </RadioGroup>
  );
}
