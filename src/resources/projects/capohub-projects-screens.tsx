import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes } from 'react-router';
import { ProjectDetailPage } from './project-detail-page.tsx';
import { HUB_HEAD_APP_ROLE } from './projects-api.ts';
import { ProjectsTable } from './projects-table.tsx';

const listPath = '/capohubprojects';

/** /capohubprojects: the projects of the hub head's network (speaking as HubHead), new project and the tutors. */
function CapohubProjectsList() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h1">{t('projects-screens.capohub.title')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to="/tutor" variant="outlined">{t('projects-screens.tutor.title')}</Button>
          <Button component={Link} to="/projects/edit" variant="contained" startIcon={<AddOutlined />}>{t('projects.titles.create')}</Button>
        </Stack>
      </Stack>
      <ProjectsTable label={t('projects-screens.capohub.title')} appRole={HUB_HEAD_APP_ROLE} linkTo={(project) => `${listPath}/detail/${project.id}`} />
    </Stack>
  );
}

/** /capohubprojects (list) and /capohubprojects/detail/:id (the project's detail page). */
export function CapohubProjectsScreens() {
  return (
    <Routes>
      <Route index element={<CapohubProjectsList />} />
      <Route path="detail/:id" element={<ProjectDetailPage listPath={listPath} />} />
      <Route path="*" element={<Navigate to={listPath} replace />} />
    </Routes>
  );
}
