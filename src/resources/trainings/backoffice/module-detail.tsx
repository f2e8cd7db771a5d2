import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { textFromData, useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { lessonsApi, trainingsApi, type Lesson } from '../../../../domain/api/trainings.ts';
import { useApiMutation, useApiQuery } from '../../../hooks/use-api.ts';
import { userMessageOf } from '../../../providers/api-errors.ts';
import { bothQueries } from '../../../components/both-queries.ts';
import { QueryContent } from '../../../components/query-content.tsx';
import { useConfirm } from '../../../components/shell/confirmation-context.ts';
import { moduleLessons } from '../training-api.ts';
import { CompletionFiguresCard } from './completion-figures.tsx';
import { LessonOrderList } from './lesson-order-list.tsx';
import { DismissibleFailure } from '../../../components/dismissible-failure.tsx';

/** `module-detail/:id`: the module, its lessons (reorderable, editable) and its completion figures per role. */
export function ModuleDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const confirm = useConfirm();
  const module = useApiQuery(trainingsApi.detail, { params: { id } });
  const lessons = useApiQuery(lessonsApi.list, moduleLessons(id));
  const reorder = useApiMutation(trainingsApi.reorderLessons);
  const remove = useApiMutation(lessonsApi.remove);
  const [order, setOrder] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saveOrder = (ids: string[]) => {
    setOrder(ids);
    setFailure(null);
    reorder.mutate(
      { params: { id }, body: { lessonIds: ids } },
      {
        onSuccess: () => {
          setOrder(null);
        },
        onError: (error) => {
          setOrder(null);
          setFailure(userMessageOf(error));
        },
      },
    );
  };
  const askDelete = async (lesson: Lesson) => {
    if (
      await confirm({
        title: t('lessons.delete.title'),
        text: t('lessons.delete.text', { title: lesson.title }),
        yesText: t('trainings.delete'),
        destructive: true,
      })
    ) {
      remove.mutate(
        { params: { id: lesson.id } },
        {
          onError: (error) => {
            setFailure(userMessageOf(error));
          },
        },
      );
    }
  };
  return (
    <QueryContent query={bothQueries(module, lessons)} loadingLabel={t('trainings.loading')}>
      {([training, { data: loaded }]) => {
        const rows = order ? order.flatMap((lessonId) => loaded.filter((lesson) => lesson.id === lessonId)) : loaded;
        return (
          <Stack spacing={3} sx={{ maxWidth: 960 }}>
            <Button component={Link} to="/backoffice-training" sx={{ alignSelf: 'flex-start' }}>
              {t('trainings.back')}
            </Button>
            <div>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
                <Chip
                  size="small"
                  color={training.status === 'published' ? 'success' : 'default'}
                  label={t(`trainings.values.status.${training.status}`)}
                />
                <Chip size="small" variant="outlined" label={t(`trainings.values.category.${training.category}`)} />
                {training.mandatory && <Chip size="small" color="secondary" label={t('trainings.mandatory')} />}
              </Stack>
              <Typography variant="h1">{training.title}</Typography>
              <Typography color="text.secondary">
                {t('trainings.detail.openTo', {
                  roles: training.roles.map((role) => textFromData(t, `status.roleLabels.${role}`)).join(', '),
                })}
              </Typography>
            </div>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              <Button variant="outlined" component={Link} to={`/backoffice-training/module-form/${id}`}>
                {t('trainings.edit')}
              </Button>
              <Button variant="outlined" component={Link} to={`/backoffice-training/module-preview/${id}`}>
                {t('trainings.preview.open')}
              </Button>
              <Button variant="contained" component={Link} to={`/backoffice-training/module/${id}/lesson-form`}>
                {t('lessons.titles.create')}
              </Button>
            </Stack>
            <DismissibleFailure
              message={failure}
              onDismiss={() => {
                setFailure(null);
              }}
            />
            <Card component="section" aria-labelledby="module-lessons">
              <CardContent>
                <Typography id="module-lessons" variant="h2" sx={{ fontSize: '1.25rem' }}>
                  {t('trainings.detail.lessons')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('trainings.detail.reorderHint')}
                </Typography>
                {rows.length === 0 && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {t('trainings.program.empty')}
                  </Alert>
                )}
                <LessonOrderList
                  lessons={rows}
                  onReorder={saveOrder}
                  actionsOf={(lesson) => (
                    <>
                      <IconButton
                        component={Link}
                        to={`/backoffice-training/module/${id}/lesson-form/${lesson.id}`}
                        aria-label={t('lessons.editNamed', { title: lesson.title })}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        component={Link}
                        to={`/backoffice-training/lesson-preview/${lesson.id}`}
                        aria-label={t('lessons.previewNamed', { title: lesson.title })}
                      >
                        <VisibilityOutlined />
                      </IconButton>
                      <IconButton
                        onClick={() => void askDelete(lesson)}
                        aria-label={t('lessons.deleteNamed', { title: lesson.title })}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </>
                  )}
                />
              </CardContent>
            </Card>
            <CompletionFiguresCard moduleId={id} />
          </Stack>
        );
      }}
    </QueryContent>
  );
}
