import Chip from '@mui/material/Chip';
import type { trainings } from '../../../domain/resources/trainings.ts';
import { modulePublications } from '../../../domain/training/catalogue.ts';
import type { CellRenderers } from '../generic/resource-unit.ts';

const isPublication = (value: unknown): value is (typeof modulePublications)[number] =>
  modulePublications.some((publication) => publication === value);

/** The back office's module list: the publication as a chip (published in green), a mandatory module marked. */
export const trainingCells: CellRenderers<typeof trainings> = {
  status: (value, _row, t) =>
    isPublication(value) && (
      <Chip
        size="small"
        color={value === 'published' ? 'success' : 'default'}
        label={t(`trainings.values.status.${value}`)}
      />
    ),
  mandatory: (value, _row, t) =>
    value === true && <Chip size="small" color="secondary" label={t('trainings.mandatory')} />,
};
