import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { CondominiumRecord } from './condominium-api.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** Who and where the condominium is: name, fiscal code, address, administrator, network. */
export function CondominiumSummary({ condominium, link = false }: { condominium: CondominiumRecord; link?: boolean }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('condominiums.fields.fiscalCode'), condominium.fiscalCode],
    [
      t('condominiums.address'),
      `${condominium.street} ${condominium.houseNumber}, ${condominium.zip} ${condominium.city} (${condominium.nation})`,
    ],
    [
      t('condominiums.fields.administratorName'),
      condominium.administratorName + (condominium.administratorEmail ? ` · ${condominium.administratorEmail}` : ''),
    ],
    [t('condominiums.fields.networkName'), condominium.networkName ?? '—'],
  ];
  return (
    <SectionCard headingId="condominium-summary-title" title={condominium.name}>
      <Stack spacing={1}>
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
              <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {link && (
          <div>
            <Button component={Link} to={`/condominiums/show/${condominium.id}`} size="small">
              {t('condominiums.openRegistry')}
            </Button>
          </div>
        )}
      </Stack>
    </SectionCard>
  );
}
