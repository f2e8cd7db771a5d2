import { useNotification } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { projectSlotEndpoints } from '../../../domain/api/projects.ts';
import { projectPeopleSlots, type ProjectPeopleSlot } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails, ProjectRoleEntry } from '../../../domain/projects/schemas.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiWrite } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';

/** Who holds a slot (tutor, coach, network coach) on a project now, if anyone. */
export const slotHolder = (project: ProjectDetails, slot: ProjectPeopleSlot): ProjectRoleEntry | undefined =>
  project.roles?.find((entry) => entry.role === projectPeopleSlots[slot]);

/**
 * Names a person as a project's tutor, coach or network coach after a confirmation (`PUT .../{slot}` replaces whoever
 * held it). Resolves true once saved; a refusal goes to `onFailure` with the server's message.
 */
export function useSlotAssignment(slot: ProjectPeopleSlot, onFailure: (message: string | null) => void) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const write = useApiWrite();
  const { open: notify } = useNotification();
  const slotName = t(`projects.peopleSlots.${slot}`).toLocaleLowerCase('it-IT');
  return async (project: ProjectDetails, person: { id: string; label: string }): Promise<boolean> => {
    onFailure(null);
    let saved = false;
    await confirm({
      title: t('projects-screens.slots.confirmTitle', { slot: slotName }),
      text: t('projects-screens.slots.confirmText', { person: person.label, slot: slotName, project: project.name }),
      yesText: t('projects-screens.slots.confirm'),
      noText: t('projects-screens.actions.keep'),
      onConfirm: async () => {
        try {
          await write(projectSlotEndpoints[slot], { params: { id: project.id }, body: { profileId: person.id } });
        } catch (error) {
          onFailure(userMessageOf(error));
          return;
        }
        saved = true;
        notify?.({
          type: 'success',
          message: t('projects-screens.slots.done', { person: person.label, slot: slotName }),
        });
      },
    });
    return saved;
  };
}
