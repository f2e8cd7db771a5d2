import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import type { ProjectStatusChange } from '../../../domain/projects/schemas.ts';

/** Every status change of a project, newest first: from and to with their Italian labels, who and when. */
export function ProjectStatusHistory({ history }: { history: readonly ProjectStatusChange[] }) {
  const { t } = useTranslation();
  const status = (value: string) => textFromData(t, `projects.values.status.${value}`);
  const newestFirst = [...history].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <Card component="section" aria-labelledby="project-history-title">
      <CardContent>
        <Typography id="project-history-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('projects-screens.history.title')}
        </Typography>
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
      </CardContent>
    </Card>
  );
}
