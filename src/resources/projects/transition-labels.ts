import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import type { Translate } from '../generic/declaration-view.ts';

export type AllowedTransition = ProjectDetails['allowedTransitions'][number];

/** The designer's own move, shown as its own button: the project is done. */
export const isCompletion = (transition: AllowedTransition): boolean =>
  transition.to === 'Completed' && transition.via === 'status';

/** What the menu item, the dialog and the success notice of a move say. */
export function transitionTexts(transition: AllowedTransition, project: ProjectDetails, t: Translate) {
  const from = t(`projects.values.status.${project.status}`);
  const to = t(`projects.values.status.${transition.to}`);
  const values = { name: project.name, from, to };
  if (isCompletion(transition)) {
    return {
      action: t('projects-screens.actions.complete'),
      title: t('projects-screens.actions.completeTitle'),
      text: t('projects-screens.actions.completeText', values),
      yes: t('projects-screens.actions.complete'),
      done: t('projects-screens.actions.done', values),
    };
  }
  if (transition.via === 'confirmcmc') {
    return {
      action: t('projects-screens.actions.confirmCmc'),
      title: t('projects-screens.actions.confirmCmcTitle'),
      text: t('projects-screens.actions.confirmCmcText', values),
      yes: t('projects-screens.actions.confirmCmc'),
      done: t('projects-screens.actions.done', values),
    };
  }
  return {
    action: t(
      transition.to === 'Cancelled' ? 'projects-screens.actions.cancelProject' : 'projects-screens.actions.moveTo',
      values,
    ),
    title: t('projects-screens.actions.moveTitle'),
    text: t('projects-screens.actions.moveText', values),
    yes: t('projects-screens.actions.moveConfirm'),
    done: t('projects-screens.actions.done', values),
  };
}
