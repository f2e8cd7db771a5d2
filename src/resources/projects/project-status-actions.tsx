import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import { useNotification } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { projectsApi } from '../../../domain/api/projects.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiWrite } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { isCompletion, transitionTexts, type AllowedTransition } from './transition-labels.ts';
import { DismissibleFailure } from '../../components/dismissible-failure.tsx';

/**
 * The status moves the server allows this caller now (`allowedTransitions`): 'Segna come completato' as its own button,
 * every other move in the 'Cambia stato' menu; each asks for confirmation, and a refused move shows the server's
 * message.
 */
export function ProjectStatusActions({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const write = useApiWrite();
  const { open: notify } = useNotification();
  const [failure, setFailure] = useState<string | null>(null);
  const [skipNotification, setSkipNotification] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const completion = project.allowedTransitions.find(isCompletion);
  const others = project.allowedTransitions.filter((transition) => !isCompletion(transition));

  const run = async (transition: AllowedTransition) => {
    setMenuAnchor(null);
    setFailure(null);
    const texts = transitionTexts(transition, project, t);
    const move = () =>
      transition.via === 'confirmcmc'
        ? write(projectsApi.confirmCmc, { params: { id: project.id } })
        : write(projectsApi.changeStatus, {
            params: { id: project.id, status: transition.to },
            query: { skipNotification: skipNotification ? 'true' : 'false' },
          });
    await confirm({
      title: texts.title,
      text: texts.text,
      yesText: texts.yes,
      noText: t('projects-screens.actions.keep'),
      onConfirm: async () => {
        try {
          await move();
        } catch (error) {
          setFailure(userMessageOf(error));
          return;
        }
        notify?.({ type: 'success', message: texts.done });
      },
    });
  };

  if (project.allowedTransitions.length === 0 && failure === null) return null;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        {completion && (
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutlined />}
            onClick={() => void run(completion)}
          >
            {t('projects-screens.actions.complete')}
          </Button>
        )}
        {others.length > 0 && (
          <>
            <Button
              variant="outlined"
              endIcon={<KeyboardArrowDownOutlined />}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? 'project-status-menu' : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(event: MouseEvent<HTMLElement>) => {
                setMenuAnchor(event.currentTarget);
              }}
            >
              {t('projects-screens.actions.changeStatus')}
            </Button>
            <Menu
              id="project-status-menu"
              anchorEl={menuAnchor}
              open={menuAnchor !== null}
              onClose={() => {
                setMenuAnchor(null);
              }}
            >
              {others.map((transition) => (
                <MenuItem key={`${transition.via}-${transition.to}`} onClick={() => void run(transition)}>
                  {transitionTexts(transition, project, t).action}
                </MenuItem>
              ))}
            </Menu>
            <FormControlLabel
              control={
                <Checkbox
                  checked={skipNotification}
                  onChange={(event) => {
                    setSkipNotification(event.target.checked);
                  }}
                />
              }
              label={t('projects-screens.actions.skipNotification')}
            />
          </>
        )}
      </Stack>
      <DismissibleFailure
        message={failure}
        onDismiss={() => {
          setFailure(null);
        }}
      />
    </Stack>
  );
}
