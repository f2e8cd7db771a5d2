import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { trainingsApi } from '../../../domain/api/trainings.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { LearningStateChip } from './learning-state-chip.tsx';
import { ModuleProgress } from './module-progress.tsx';

/** `/training-module`: the modules open to the caller, with their progress and state. */
export function LearnerModuleList() {
  const { t } = useTranslation();
  const modules = useApiQuery(trainingsApi.list, { query: { order: 'createdAt:asc' } });
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('trainings.learner.title')}</Typography>
      <QueryContent
        query={modules}
        loadingLabel={t('trainings.loading')}
        empty={<Alert severity="info">{t('trainings.learner.empty')}</Alert>}
      >
        {({ data }) => (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {data.map((module) => (
              <Card
                key={module.id}
                component="article"
                aria-labelledby={`module-${module.id}`}
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
                    <LearningStateChip state={module.state} />
                    <Chip size="small" variant="outlined" label={t(`trainings.values.category.${module.category}`)} />
                    {module.mandatory && <Chip size="small" color="secondary" label={t('trainings.mandatory')} />}
                  </Stack>
                  <Typography id={`module-${module.id}`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                    {module.title}
                  </Typography>
                  {module.description && (
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                      {module.description}
                    </Typography>
                  )}
                  <ModuleProgress completed={module.completedLessons} total={module.totalLessons} />
                </CardContent>
                <CardActions>
                  <Button
                    component={Link}
                    to={`program/${module.id}`}
                    aria-label={t('trainings.learner.openModule', { title: module.title })}
                  >
                    {t('trainings.learner.open')}
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        )}
      </QueryContent>
    </Stack>
  );
}
