import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { RegistrantDetails } from '../../../domain/schemas/network.ts';

const fields = ['phone', 'companyName', 'vatNumber', 'fiscalCode', 'city', 'professionalCategory'] as const;
type Field = (typeof fields)[number];

interface RegistrantDetailsListProps {
  id: string;
  name: string;
  phone: string | null;
  details: RegistrantDetails;
}

/**
 * What a registrant entered that whoever approves needs to decide, as a list of labelled values ('—' when not given).
 */
export function RegistrantDetailsList({ id, name, phone, details }: RegistrantDetailsListProps) {
  const { t } = useTranslation();
  const city = details.city && details.province ? `${details.city} (${details.province})` : details.city;
  const values: Record<Field, string | null> = {
    phone,
    companyName: details.companyName,
    vatNumber: details.vatNumber,
    fiscalCode: details.fiscalCode,
    city,
    professionalCategory:
      details.professionalCategory && t(`projects.values.professionalCategory.${details.professionalCategory}`),
  };
  return (
    <Box id={id} role="group" aria-label={t('network.toApprove.detailsOf', { name })} sx={{ py: 1.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          '& dd': { m: 0, overflowWrap: 'anywhere' },
          '& dd + dt': { mt: { xs: 1, sm: 0 } },
        }}
      >
        {fields.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`network.toApprove.details.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2">
              {values[field] ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
