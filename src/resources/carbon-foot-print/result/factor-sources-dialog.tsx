import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatQuantity } from '../../../../domain/carbon/format.ts';
import {
  ENERGY_EMISSION_FACTORS,
  ENERGY_SOURCES,
  ITALIAN_HOUSEHOLD,
  MATERIAL_EMISSION_FACTORS,
  MATERIALS,
} from '../../../../domain/energy/emission-factors.ts';

const k = 'carbon-foot-print';

/** Every factor of the calculation with what it counts (CO2 or CO2e), its source and year. */
export function FactorSourcesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = (source: string, year: number) => `${source} · ${t(`${k}.result.year`, { year })}`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="factor-sources-title">
      <DialogTitle id="factor-sources-title">{t(`${k}.result.sources`)}</DialogTitle>
      <DialogContent dividers>
        <List dense>
          {ENERGY_SOURCES.map((source) => {
            const factor = ENERGY_EMISSION_FACTORS[source];
            return (
              <ListItem key={source} disableGutters>
                <ListItemText
                  primary={`${t(`${k}.values.source.${source}`)}: ${t(`${k}.result.kgPerKwh`, { value: formatQuantity(factor.kgCo2ePerKwh, 4), gas: factor.gas })} (${factor.sourceValue})`}
                  secondary={detail(factor.source, factor.year)}
                />
              </ListItem>
            );
          })}
          {MATERIALS.map((material) => {
            const factor = MATERIAL_EMISSION_FACTORS[material];
            return (
              <ListItem key={material} disableGutters>
                <ListItemText
                  primary={`${t(`${k}.values.material.${material}`)}: ${t(`${k}.result.kgPerKg`, { value: formatQuantity(factor.kgCo2ePerKg, 4) })}`}
                  secondary={detail(factor.source, factor.year)}
                />
              </ListItem>
            );
          })}
          <ListItem disableGutters>
            <ListItemText
              primary={t(`${k}.result.benchmark`)}
              secondary={detail(ITALIAN_HOUSEHOLD.source, ITALIAN_HOUSEHOLD.year)}
            />
          </ListItem>
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(`${k}.result.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
