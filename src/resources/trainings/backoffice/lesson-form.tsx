import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { repositoryObjectsApi } from '../../../../domain/api/repository-objects.ts';
import { lessonsApi, type Lesson } from '../../../../domain/api/trainings.ts';
import { lessonUpdateInput } from '../../../../domain/resources/lessons.ts';
import { AttachmentsPanel } from '../../../components/attachments/attachments-panel.tsx';
import { useApiQuery, useApiWrite } from '../../../hooks/use-api.ts';
import { fieldErrorsOf, userMessageOf } from '../../../providers/api-errors.ts';
import { QueryContent } from '../../../components/query-content.tsx';
import { LessonDescriptionInput } from './lesson-description-input.tsx';
import { LessonVideoInput, type PickedVideo } from './lesson-video-input.tsx';
import { lessonFileForm } from './lesson-video-upload.ts';

type LessonValues = z.input<typeof lessonUpdateInput>;

/** `module/:moduleId/lesson-form/:id?`: a lesson's title, order, Markdown description, video and attachments. */
export function LessonFormPage() {
  const { t } = useTranslation();
  const { moduleId = '', id } = useParams();
  const lesson = useApiQuery(lessonsApi.detail, { params: { id: id ?? '' } }, { enabled: id !== undefined });
  if (!id) return <LessonForm key="new" moduleId={moduleId} lesson={undefined} />;
  return (
    <QueryContent query={lesson} loadingLabel={t('trainings.loading')}>
      {(loaded) => <LessonForm key={id} moduleId={moduleId} lesson={loaded} />}
    </QueryContent>
  );
}

function LessonForm({ moduleId, lesson }: { moduleId: string; lesson: Lesson | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const write = useApiWrite();
  const [video, setVideo] = useState<PickedVideo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<LessonValues, unknown, z.output<typeof lessonUpdateInput>>({
    resolver: zodResolver(lessonUpdateInput),
    defaultValues: {
      title: lesson?.title ?? '',
      position: lesson?.position ?? null,
      description: lesson?.description ?? '',
      videoId: lesson?.videoId ?? null,
      videoDurationSeconds: lesson?.videoDurationSeconds ?? null,
    },
  });
  const {
    control,
    formState: { errors },
  } = form;
  const back = `/backoffice-training/module-detail/${moduleId}`;

  /** The lesson first (a video belongs to a saved lesson), then its new video, then the lesson pointing at it. */
  const store = async (values: z.output<typeof lessonUpdateInput>) => {
    const body = { ...values, description: values.description || null };
    const saved = lesson
      ? await write(lessonsApi.update, { params: { id: lesson.id }, body })
      : await write(lessonsApi.create, { body: { ...body, moduleId } });
    if (video) {
      const uploaded = await write(repositoryObjectsApi.upload, {
        body: lessonFileForm(saved.id, video.file, 'video'),
      });
      await write(lessonsApi.update, {
        params: { id: saved.id },
        body: { ...body, position: saved.position, videoId: uploaded.id, videoDurationSeconds: video.durationSeconds },
      });
      if (lesson?.videoId) await write(repositoryObjectsApi.remove, { params: { id: lesson.videoId } });
    }
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await store(values);
      await navigate(back);
    } catch (error) {
      for (const issue of fieldErrorsOf(error))
        form.setError(issue.path as keyof LessonValues, { message: issue.message });
      setFailure(userMessageOf(error));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <Typography variant="h1">{lesson ? t('lessons.titles.edit') : t('lessons.titles.create')}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Card>
          <CardContent>
            <Stack spacing={2.5}>
              <Controller
                name="title"
                control={control}
                render={({ field }) => (
                  <TextField
                    {...field}
                    label={t('lessons.fields.title')}
                    required
                    error={Boolean(errors.title)}
                    helperText={errors.title?.message}
                  />
                )}
              />
              <Controller
                name="position"
                control={control}
                render={({ field }) => (
                  <TextField
                    label={t('lessons.fields.position')}
                    type="number"
                    value={field.value ?? ''}
                    slotProps={{ htmlInput: { min: 1 } }}
                    onChange={(event) => {
                      field.onChange(event.target.value === '' ? null : Number(event.target.value));
                    }}
                    error={Boolean(errors.position)}
                    helperText={errors.position?.message ?? t('lessons.positionHint')}
                  />
                )}
              />
              <Controller
                name="description"
                control={control}
                render={({ field }) => (
                  <LessonDescriptionInput
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={errors.description?.message}
                  />
                )}
              />
              <LessonVideoInput hasVideo={Boolean(lesson?.videoId)} picked={video} onPick={setVideo} />
            </Stack>
          </CardContent>
        </Card>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={saving}>
            {t('trainings.save')}
          </Button>
          <Button component={Link} to={back}>
            {t('trainings.cancel')}
          </Button>
        </Stack>
      </Stack>
      {lesson ? (
        <AttachmentsPanel
          entityType="Lesson"
          entityId={lesson.id}
          category="attachment"
          title={t('trainings.lesson.attachments')}
          canUpload
          canDelete
        />
      ) : (
        <Alert severity="info">{t('lessons.attachmentsAfterSave')}</Alert>
      )}
    </Stack>
  );
}
