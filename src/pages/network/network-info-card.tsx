import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { NetworkView } from '../../../domain/schemas/network.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** Name, code, description and members of the network; the hub head has the way to edit them. */
export function NetworkInfoCard({ network, canEdit }: { network: NetworkView; canEdit: boolean }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('network.info.name'), network.name],
    [t('network.info.code'), network.code],
    [t('network.info.description'), network.description ?? t('network.info.noDescription')],
    [t('network.info.members'), String(network.membersCount)],
  ];
  return (
    <SectionCard
      headingId="network-info-title"
      title={t('network.info.title')}
      actions={
        canEdit && (
          <Button component={Link} to="edit" startIcon={<EditOutlined />} variant="outlined">
            {t('network.info.edit')}
          </Button>
        )
      }
    >
      <Stack component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
