import Chip from '@mui/material/Chip';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { LearningState } from '../../../domain/training/catalogue.ts';

const colours = { notStarted: 'default', inProgress: 'warning', completed: 'success' } as const;

/** Da iniziare, in corso, completato. */
export function LearningStateChip({ state }: { state: LearningState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colours[state]} label={t(`trainings.states.${state}`)} />;
}
