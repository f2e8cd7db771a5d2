import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/use-translation.ts';
import { trainingsApi, type Training } from '../../../domain/api/trainings.ts';
import { useApiDownload, useApiMutation } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { DismissibleFailure } from '../../components/dismissible-failure.tsx';

/**
 * The end of a module for the learner: the confirm-completion button of a mandatory module once every lesson is done
 * (spec section 2), then the certificate and where to verify it.
 */
export function ModuleCompletionActions({ module }: { module: Training }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const complete = useApiMutation(trainingsApi.complete);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useApiDownload();
  const confirmCompletion = async () => {
    const confirmed = await confirm({
      title: t('trainings.completion.confirmTitle'),
      text: t('trainings.completion.confirmText', { title: module.title }),
      yesText: t('trainings.completion.confirm'),
    });
    if (!confirmed) return;
    complete.mutate(
      { body: { trainingId: module.id } },
      {
        onError: (error) => {
          setFailure(userMessageOf(error));
        },
      },
    );
  };
  const download = () => {
    save(trainingsApi.certificate, { params: { id: module.id } }).catch((error: unknown) => {
      setFailure(userMessageOf(error));
    });
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <DismissibleFailure
        message={failure}
        onDismiss={() => {
          setFailure(null);
        }}
      />
      {!module.completedAt && module.mandatory && module.allLessonsDone && (
        <Button variant="contained" onClick={() => void confirmCompletion()} loading={complete.isPending}>
          {t('trainings.completion.confirm')}
        </Button>
      )}
      {module.completedAt && module.certificateCode && (
        <>
          <Alert severity="success">{t('trainings.completion.done', { date: module.completedAt })}</Alert>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Button variant="contained" onClick={download}>
              {t('trainings.completion.certificate')}
            </Button>
            <Button href={`/verifica-attestato/${module.certificateCode}`} target="_blank" rel="noopener">
              {t('trainings.completion.verify', { code: module.certificateCode })}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
