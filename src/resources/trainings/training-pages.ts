import { createElement, lazy } from 'react';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const TrainingModuleRoutes = lazy(() =>
  withPortalTexts(import('./training-module-routes.tsx')).then((m) => ({ default: m.TrainingModuleRoutes })),
);
const CertificateVerificationPage = lazy(() =>
  withPortalTexts(import('./certificate-verification-page.tsx')).then((m) => ({
    default: m.CertificateVerificationPage,
  })),
);

/** The learner's training screens of spec section 2 (`/training-module`), loaded on their first visit. */
export const trainingPages = [
  { route: 'training-module', element: createElement(TrainingModuleRoutes), icon: createElement(SchoolOutlined) },
];

/** Anyone's check of a certificate's code (`/verifica-attestato`, `/verifica-attestato/<code>`), without signing in. */
export const trainingPublicPages = [
  { route: 'verifica-attestato', element: createElement(CertificateVerificationPage), subPath: '/:code?' },
];
