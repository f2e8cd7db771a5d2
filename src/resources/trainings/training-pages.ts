import { createElement, lazy } from 'react';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';

const TrainingModuleRoutes = lazy(() => import('./training-module-routes.tsx').then((m) => ({ default: m.TrainingModuleRoutes })));
const BackofficeTrainingRoutes = lazy(() => import('./backoffice/backoffice-training-routes.tsx').then((m) => ({ default: m.BackofficeTrainingRoutes })));

/** The training screens of spec section 2, loaded on their first visit: the learner's and back office's. */
export const trainingPages = [
  { route: 'training-module', element: createElement(TrainingModuleRoutes), icon: createElement(SchoolOutlined) },
  { route: 'backoffice-training', element: createElement(BackofficeTrainingRoutes), icon: createElement(VideoLibraryOutlined) },
];
