import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProjectPeopleSlot } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { ProjectStatusChip } from './project-status-chip.tsx';
import { slotHolder } from './use-slot-assignment.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** The project an assignment is about and who holds the slot now. */
export function SlotHolderCard({ project, slot }: { project: ProjectDetails; slot: ProjectPeopleSlot }) {
  const { t } = useTranslation();
  const holder = slotHolder(project, slot);
  const slotName = t(`projects.peopleSlots.${slot}`).toLocaleLowerCase('it-IT');
  return (
    <SectionCard label={t('projects-screens.slots.current', { slot: slotName })} title={project.name}>
      <ProjectStatusChip status={project.status} />
      <Typography sx={{ mt: 2 }}>
        {holder
          ? t('projects-screens.slots.heldBy', {
              slot: slotName,
              person: holder.name,
              email: holder.email,
              date: holder.assignedAt,
            })
          : t('projects-screens.slots.nobody', { slot: slotName })}
      </Typography>
    </SectionCard>
  );
}
