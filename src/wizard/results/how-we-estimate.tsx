import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import { CARRIERS } from '../../../domain/energy/carriers.ts';
import { DEFAULT_ENERGY_CONFIG } from '../../../domain/energy/config.ts';
import { formatIsoDate } from './format.ts';

/** The method steps listed in `wizard.method.items` (locale), in reading order. */
const METHOD_ITEMS = [
  'climate',
  'typology',
  'physics',
  'newHomes',
  'primaryEnergy',
  'scale',
  'bills',
  'uncertainty',
  'scenarios',
  'incentives',
  'similar',
  'notApe',
] as const;

/** "Come stimiamo": every assumption and source of the estimate, with the date the prices refer to. */
export function HowWeEstimate({ pricesDate, modelVersion }: { pricesDate: string; modelVersion: string }) {
  const { t } = usePublicTexts();
  return (
    <Accordion disableGutters sx={{ mt: 4 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary
        expandIcon={<span aria-hidden="true">▾</span>}
        aria-controls="wizard-method"
        id="wizard-method-summary"
      >
        <Typography variant="h5" component="span">
          {t('wizard.method.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="wizard-method">
        <Typography sx={{ mb: 2 }}>{t('wizard.method.intro')}</Typography>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1.5 }, '& dd': { m: 0 } }}>
          {METHOD_ITEMS.map((item) => (
            <Box key={item}>
              <dt>{t(`wizard.method.items.${item}.title`)}</dt>
              <dd>{t(`wizard.method.items.${item}.text`)}</dd>
            </Box>
          ))}
        </Box>
        <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
          {t('wizard.method.pricesTitle', { date: formatIsoDate(pricesDate) })}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, typography: 'body2' }}>
          {CARRIERS.map((carrier) => (
            <li key={carrier}>
              <strong>{t(`wizard.carriers.${carrier}`)}</strong>: {DEFAULT_ENERGY_CONFIG.tariffs[carrier].source}
            </li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('wizard.method.legend', { version: modelVersion })}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
