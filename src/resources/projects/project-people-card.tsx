import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { projectsApi } from '../../../domain/api/projects.ts';
import type { ProjectDetails, ProjectRoleEntry } from '../../../domain/projects/schemas.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiWrite } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { ProjectRoleAddForm } from './project-role-add-form.tsx';
import type { ReferenceOption } from '../generic/use-reference-options.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { DismissibleFailure } from '../../components/dismissible-failure.tsx';

/** Where back office and the network's hub head name the tutor, the coach and the network coach of a project. */
const slotLinks = (id: string) =>
  [
    { key: 'tutor', to: `/tutor/assign/${id}` },
    { key: 'coach', to: `/coach-assignation/${id}` },
    { key: 'networkcoach', to: `/networkcoach-assignation/${id}` },
  ] as const;

/** The people on a project with their roles; back office and the network's hub head add and remove roles. */
export function ProjectPeopleCard({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const write = useApiWrite();
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const roles = project.roles ?? [];
  const manage = project.permissions.managePeople;

  const add = async (person: ReferenceOption, role: ProjectRoleEntry['role']): Promise<boolean> => {
    setFailure(null);
    setAdding(true);
    try {
      await write(projectsApi.assignRole, { params: { id: project.id }, body: { profileId: person.id, role } });
      return true;
    } catch (error) {
      setFailure(userMessageOf(error));
      return false;
    } finally {
      setAdding(false);
    }
  };

  const remove = async (entry: ProjectRoleEntry) => {
    setFailure(null);
    const role = t(`projects-screens.roles.${entry.role}`);
    await confirm({
      title: t('projects-screens.people.removeTitle'),
      text: t('projects-screens.people.removeText', { name: entry.name, role }),
      yesText: t('projects-screens.people.remove'),
      destructive: true,
      noText: t('projects-screens.actions.keep'),
      onConfirm: async () => {
        try {
          await write(projectsApi.removeRole, {
            params: { id: project.id, profileId: entry.profileId, role: entry.role },
          });
        } catch (error) {
          setFailure(userMessageOf(error));
          return;
        }
      },
    });
  };

  return (
    <SectionCard headingId="project-people-title" title={t('projects-screens.people.title')}>
      <Stack spacing={2}>
        {roles.length === 0 ? (
          <Typography color="text.secondary">{t('projects-screens.people.empty')}</Typography>
        ) : (
          <List disablePadding aria-labelledby="project-people-title">
            {roles.map((entry) => (
              <ListItem
                key={`${entry.profileId}-${entry.role}`}
                divider
                disableGutters
                sx={{ pr: manage ? 7 : 0 }}
                secondaryAction={
                  manage && (
                    <Tooltip title={t('projects-screens.people.remove')}>
                      <IconButton
                        edge="end"
                        aria-label={t('projects-screens.people.removeFor', {
                          name: entry.name,
                          role: t(`projects-screens.roles.${entry.role}`),
                        })}
                        onClick={() => void remove(entry)}
                      >
                        <PersonRemoveOutlined />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{entry.name}</span>
                      <Chip size="small" variant="outlined" label={t(`projects-screens.roles.${entry.role}`)} />
                    </Stack>
                  }
                  secondary={`${entry.email} · ${t('projects-screens.people.since', { date: entry.assignedAt })}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <DismissibleFailure
          message={failure}
          onDismiss={() => {
            setFailure(null);
          }}
        />
        {manage && (
          <>
            <ProjectRoleAddForm busy={adding} onAdd={add} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {slotLinks(project.id).map((link) => (
                <Button key={link.key} component={Link} to={link.to} variant="text">
                  {t(`projects-screens.people.assign.${link.key}`)}
                </Button>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
