import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { BANK_SERVICE_PROJECT_TYPE } from '../../../domain/projects/catalogue.ts';
import type { ProjectDetails } from '../../../domain/projects/schemas.ts';
import { ProjectConstructionSite } from '../condominiums/site/construction-site.tsx';
import { ProjectDocuments } from './project-documents.tsx';
import { formatDay } from './project-format.ts';
import { ProjectLoader } from './project-loader.tsx';
import { ProjectStatusActions } from './project-status-actions.tsx';
import { ProjectStatusChip } from './project-status-chip.tsx';
import { ProjectSummary } from './project-summary.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { RecordTitle } from '../../components/record-title.tsx';

/** The project in focus of the bank-service page: its status moves, summary and documents. */
function FocusedProject({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {project.name}
        </Typography>
        <ProjectStatusChip status={project.status} />
      </Stack>
      <ProjectStatusActions project={project} />
      <ProjectSummary project={project} />
      <ProjectDocuments project={project} />
      <ProjectConstructionSite project={project} />
      <div>
        <Button component={Link} to={`/projects/show/${project.id}`} variant="text">
          {t('projects-screens.bt.fullDetail')}
        </Button>
      </div>
    </Stack>
  );
}

/** One entry of the page's list of the project and its validations. */
type NavEntry = { to: string; selected: boolean; primary: string; secondary?: string };

function BankServiceProject({ parent, childId }: { parent: ProjectDetails; childId: string | undefined }) {
  const { t } = useTranslation();
  const children = parent.children ?? [];
  const base = `/project-bt/${parent.id}/bt`;
  let focus;
  if (parent.type !== BANK_SERVICE_PROJECT_TYPE)
    focus = <Alert severity="warning">{t('projects-screens.bt.notBankService')}</Alert>;
  else if (!childId) focus = <FocusedProject project={parent} />;
  else if (!children.some((child) => child.id === childId))
    focus = <Alert severity="error">{t('projects-screens.bt.childNotFound')}</Alert>;
  else
    focus = (
      <ProjectLoader key={childId} id={childId} backTo={base}>
        {(child) => <FocusedProject project={child} />}
      </ProjectLoader>
    );
  const mainProject = parent.parentId === null;
  const status = t(`projects.values.status.${parent.status}`);
  const mainLabel = t('projects-screens.bt.main');
  const entries: NavEntry[] = mainProject
    ? [
        { to: base, selected: !childId, primary: mainLabel, secondary: status },
        ...children.map((child) => ({
          to: `${base}/${child.id}`,
          selected: child.id === childId,
          primary: child.name,
          secondary: `${t(`projects.values.status.${child.status}`)} · ${formatDay(child.createdAt)}`,
        })),
      ]
    : // A validation opened on its own (the bank-service list shows them too) leads to its main project, focused on it.
      [
        { to: `/project-bt/${parent.parentId}/bt/${parent.id}`, selected: false, primary: mainLabel },
        { to: base, selected: true, primary: parent.name, secondary: status },
      ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <div>
        <RecordTitle kind={t('menu.bank-service')} name={parent.name} />
      </div>
      <SectionCard headingId="bt-children-title" component="nav" title={t('projects-screens.bt.children')}>
        <List disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry.to} disablePadding>
              <ListItemButton
                component={Link}
                to={entry.to}
                selected={entry.selected}
                aria-current={entry.selected ? 'page' : undefined}
              >
                <ListItemText primary={entry.primary} secondary={entry.secondary} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {mainProject && children.length === 0 && (
          <Typography color="text.secondary">{t('projects-screens.bt.noChildren')}</Typography>
        )}
      </SectionCard>
      {focus}
      <div>
        <Button component={Link} to="/bank-service" variant="outlined">
          {t('crud.backToList')}
        </Button>
      </div>
    </Stack>
  );
}

/** /project-bt/:id/bt/:childId?: a bank-service (TechValidation) project and, when chosen, one of its validations. */
export function ProjectBtPage() {
  const { id = '', childId } = useParams();
  return (
    <ProjectLoader id={id} backTo="/bank-service">
      {(parent) => <BankServiceProject parent={parent} childId={childId} />}
    </ProjectLoader>
  );
}
