import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import type { ProjectStatusChange } from '../../../domain/projects/schemas.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** Every status change of a project, newest first: from and to with their Italian labels, who and when. */
export function ProjectStatusHistory({ history }: { history: readonly ProjectStatusChange[] }) {
  const { t } = useTranslation();
  const status = (value: string) => textFromData(t, `projects.values.status.${value}`);
  const newestFirst = [...history].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <SectionCard headingId="project-history-title" title={t('projects-screens.history.title')}>
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary">{t('projects-screens.history.empty')}</Typography>
      ) : (
        <List dense disablePadding aria-labelledby="project-history-title">
          {newestFirst.map((change) => (
            <ListItem key={change.id} divider disableGutters>
              <ListItemText
                primary={
                  change.fromStatus === null
                    ? t('projects-screens.history.created', { to: status(change.toStatus) })
                    : t('projects-screens.history.moved', {
                        from: status(change.fromStatus),
                        to: status(change.toStatus),
                      })
                }
                secondary={[
                  t('projects-screens.history.by', {
                    who: change.changedBy?.name ?? t('projects-screens.history.system'),
                    when: change.changedAt,
                  }),
                  change.note,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
