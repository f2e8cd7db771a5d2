import { createElement, lazy } from 'react';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const TrainingModuleRoutes = lazy(() =>
  withPortalTexts(import('./training-module-routes.tsx')).then((m) => ({ default: m.TrainingModuleRoutes })),
);
const BackofficeTrainingRoutes = lazy(() =>
  withPortalTexts(import('./backoffice/backoffice-training-routes.tsx')).then((m) => ({
    default: m.BackofficeTrainingRoutes,
  })),
);

/** The training screens of spec section 2, loaded on their first visit: the learner's and back office's. */
export const trainingPages = [
  { route: 'training-module', element: createElement(TrainingModuleRoutes), icon: createElement(SchoolOutlined) },
  {
    route: 'backoffice-training',
    element: createElement(BackofficeTrainingRoutes),
    icon: createElement(VideoLibraryOutlined),
  },
];
