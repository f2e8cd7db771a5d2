import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { Assumption } from '../../../domain/energy/assumptions.ts';

export type EditableAnswer = NonNullable<Assumption['field']>;

/**
 * The assumptions of the estimate, one per line, each with a button to the question that changes it (when the
 * results can still be edited: not on a saved result).
 */
export function AssumptionsPanel({
  assumptions,
  onEdit,
}: {
  assumptions: readonly Assumption[];
  onEdit?: (field: EditableAnswer) => void;
}) {
  const { t } = usePublicTexts();
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 2 }} slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary
        expandIcon={<span aria-hidden="true">▾</span>}
        aria-controls="wizard-assumptions"
        id="wizard-assumptions-summary"
      >
        <Typography sx={{ fontWeight: 700 }}>{t('wizard.results.assumptions.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="wizard-assumptions">
        <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
          {assumptions.map((assumption) => (
            <Box
              component="li"
              key={assumption.code}
              sx={{
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                flexWrap: 'wrap',
              }}
            >
              <Typography variant="body2" sx={{ flex: '1 1 14rem' }}>
                {assumption.text}
              </Typography>
              {onEdit && assumption.field && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    if (assumption.field) onEdit(assumption.field);
                  }}
                  aria-label={t('wizard.results.assumptions.editLabel', {
                    answer: t(`wizard.fields.${assumption.field}.label`),
                  })}
                >
                  {t('wizard.results.assumptions.edit')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
