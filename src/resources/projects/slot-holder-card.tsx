import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProjectPeopleSlot } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { ProjectStatusChip } from './project-status-chip.tsx';
import { slotHolder } from './use-slot-assignment.ts';

/** The project an assignment is about and who holds the slot now. */
export function SlotHolderCard({ project, slot }: { project: ProjectDetails; slot: ProjectPeopleSlot }) {
  const { t } = useTranslation();
  const holder = slotHolder(project, slot);
  const slotName = t(`projects.peopleSlots.${slot}`).toLocaleLowerCase('it-IT');
  return (
    <Card component="section" aria-label={t('projects-screens.slots.current', { slot: slotName })}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {project.name}
        </Typography>
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
      </CardContent>
    </Card>
  );
}
