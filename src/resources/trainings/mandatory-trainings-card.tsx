import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { trainingsApi } from '../../../domain/api/trainings.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

/** The hub head's dashboard: the mandatory modules not yet completed (nothing when there are none). */
export function MandatoryTrainingsCard() {
  const { t } = useTranslation();
  const check = useApiQuery(trainingsApi.mandatoryCheck);
  const pending = check.data?.data.filter((module) => !module.completed) ?? [];
  if (pending.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="mandatory-trainings">
      <CardContent>
        <Typography id="mandatory-trainings" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('trainings.dashboard.title')}
        </Typography>
        <List dense>
          {pending.map((module) => (
            <ListItem key={module.id} disableGutters>
              <ListItemText
                primary={
                  <Link
                    component={RouterLink}
                    to={`/training-module/program/${module.id}`}
                    aria-label={t('trainings.dashboard.open', { title: module.title })}
                  >
                    {module.title}
                  </Link>
                }
                secondary={t('trainings.progress', { completed: module.completedLessons, total: module.totalLessons })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
