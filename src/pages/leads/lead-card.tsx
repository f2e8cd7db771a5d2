import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { nextLeadStatus } from '../../../domain/leads/lead-status.ts';
import type { Lead } from '../../../domain/schemas/landing-contacts.ts';
import { formatCo2, formatNumber } from '../../wizard/results/format.ts';
import { EnergyClassBadge } from './energy-class-badge.tsx';
import { LeadStatusChip } from './lead-status-chip.tsx';

export type LeadCardProps = {
  lead: Lead;
  /** Back office sees who has each lead. */
  showAssignee: boolean;
  busy: boolean;
  onAdvance?: (lead: Lead) => void;
};

/** One lead: who to call and how, the home with its estimated class, CO2 and cost, its status and the next step. */
export function LeadCard({ lead, showAssignee, busy, onAdvance }: LeadCardProps) {
  const { t } = useTranslation();
  const name = `${lead.firstName} ${lead.lastName}`;
  const next = nextLeadStatus(lead.status);
  const home = lead.property;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`lead-${lead.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <div>
            <Typography id={`lead-${lead.id}`} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('leads.card.received', { date: lead.createdAt })}
            </Typography>
          </div>
          <LeadStatusChip status={lead.status} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ mt: 1.5 }}>
          <Link href={`tel:${lead.phone}`} aria-label={t('leads.card.call', { name, phone: lead.phone })}>
            {lead.phone}
          </Link>
          <Link href={`mailto:${lead.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {lead.email}
          </Link>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, alignItems: 'center' }}>
          <EnergyClassBadge energyClass={home.energyClass} />
          <div>
            <Typography>
              {t('leads.home.summary', {
                typology: t(`leads.home.typology.${home.typology}`, { defaultValue: home.typology }),
                sqm: formatNumber(home.sqm),
                year: home.constructionYear,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('leads.home.address', {
                street: home.street,
                houseNumber: home.houseNumber,
                zip: home.zip,
                comune: home.comune,
                province: home.province,
              })}
            </Typography>
          </div>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('leads.home.figures', { co2: formatCo2(home.co2KgYear), cost: home.costEurYear })}
        </Typography>
        {(showAssignee || lead.network) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {showAssignee &&
              (lead.localManager
                ? t('leads.card.assignedTo', { name: lead.localManager.name })
                : t('leads.card.unassigned'))}
            {showAssignee && lead.network && ' · '}
            {lead.network && t('leads.card.network', { network: lead.network.name })}
          </Typography>
        )}
      </CardContent>
      {next && onAdvance && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant="contained"
            size="small"
            disabled={busy}
            onClick={() => {
              onAdvance(lead);
            }}
            aria-label={textFromData(t, `leads.advance.${next}For`, { name })}
          >
            {textFromData(t, `leads.advance.${next}`)}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
