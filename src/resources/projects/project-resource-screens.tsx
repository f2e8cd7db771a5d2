import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { ProjectDetailPage } from './project-detail-page.tsx';

/** /projects/show/:id: the project's own detail page. */
export function ProjectShowScreen() {
  return <ProjectDetailPage listPath="/projects" />;
}

/** /capohubprojects/detail/:id: the same page, back to the hub head's list. */
export function CapohubProjectScreen() {
  return <ProjectDetailPage listPath="/capohubprojects" />;
}

/** The hub head's list buttons: the tutors and a new project. */
export function CapohubProjectsActions() {
  const { t } = useTranslation();
  return (
    <>
      <Button component={Link} to="/tutor" variant="outlined">
        {t('projects-screens.tutor.title')}
      </Button>
      <Button component={Link} to="/projects/edit" variant="contained" startIcon={<AddOutlined />}>
        {t('projects.titles.create')}
      </Button>
    </>
  );
}
