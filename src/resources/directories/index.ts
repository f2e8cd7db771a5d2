import { createElement, lazy } from 'react';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { BaseRecord } from '@refinedev/core';
import type {
  agoraDirectory,
  backofficeProfessionalDirectory,
  professionalDirectory,
  specialistDirectory,
} from '../../../domain/resources/directories.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const InviteButton = lazy(() =>
  withPortalTexts(import('./invite-button.tsx')).then((m) => ({ default: m.InviteButton })),
);
const ProfessionalDetail = lazy(() =>
  withPortalTexts(import('./detail-pages.tsx')).then((m) => ({ default: m.ProfessionalDetailPage })),
);
const SpecialistDetail = lazy(() =>
  withPortalTexts(import('./detail-pages.tsx')).then((m) => ({ default: m.SpecialistDetailPage })),
);
const AgoraDetail = lazy(() =>
  withPortalTexts(import('./detail-pages.tsx')).then((m) => ({ default: m.AgoraDetailPage })),
);
const BackofficeDetail = lazy(() =>
  withPortalTexts(import('./detail-pages.tsx')).then((m) => ({ default: m.BackofficeProfessionalDetailPage })),
);

const idOf = (row: BaseRecord): string => String(row.id);
/** `:userId/:organizationId` of spec section 2; a person without an organisation has `-`. */
const personPath =
  (route: string) =>
  (row: BaseRecord): string =>
    `/${route}/${idOf(row)}/${typeof row.organizationId === 'string' ? row.organizationId : '-'}`;

/**
 * /professional: the directory as a view of the generated list (filters in the URL, CSV, search); its detail with Info
 * and Studio.
 */
export const professionalUnit = resourceUnit<typeof professionalDirectory>({
  name: 'professional',
  views: [
    {
      route: 'professional',
      icon: createElement(EngineeringOutlined),
      title: 'professional.titles.list',
      intro: 'directories.intro.professional',
      columns: [
        'lastName',
        'firstName',
        'role',
        'organizationName',
        'professionalCategory',
        'skillId',
        'province',
        'networkId',
        'email',
      ],
      rowLink: personPath('professional'),
      actions: InviteButton,
      routes: [{ path: ':userId/:organizationId', element: createElement(ProfessionalDetail) }],
    },
  ],
});

/** /bo-professional: every professional with the state of the account; its detail accepts and suspends. */
export const backofficeProfessionalUnit = resourceUnit<typeof backofficeProfessionalDirectory>({
  name: 'bo-professional',
  views: [
    {
      route: 'bo-professional',
      icon: createElement(ManageAccountsOutlined),
      title: 'bo-professional.titles.list',
      intro: 'directories.intro.bo-professional',
      columns: ['lastName', 'firstName', 'role', 'roleStatus', 'enabled', 'organizationName', 'networkId', 'email'],
      rowLink: (row) => `/bo-professional/${idOf(row)}`,
      actions: InviteButton,
      routes: [{ path: ':userId', element: createElement(BackofficeDetail) }],
    },
  ],
});

/** /specialist: the specialists, same pattern. */
export const specialistUnit = resourceUnit<typeof specialistDirectory>({
  name: 'specialist',
  views: [
    {
      route: 'specialist',
      icon: createElement(BadgeOutlined),
      title: 'specialist.titles.list',
      intro: 'directories.intro.specialist',
      columns: ['lastName', 'firstName', 'organizationName', 'professionalCategory', 'skillId', 'province', 'email'],
      rowLink: personPath('specialist'),
      actions: InviteButton,
      routes: [{ path: ':userId/:organizationId', element: createElement(SpecialistDetail) }],
    },
  ],
});

/** /agora-professional: public profiles across networks; the detail asks for contact. */
export const agoraUnit = resourceUnit<typeof agoraDirectory>({
  name: 'agora-professional',
  views: [
    {
      route: 'agora-professional',
      icon: createElement(ForumOutlined),
      title: 'agora-professional.titles.list',
      intro: 'directories.intro.agora',
      columns: [
        'lastName',
        'firstName',
        'organizationName',
        'professionalCategory',
        'skillId',
        'city',
        'province',
        'networkId',
      ],
      filters: ['professionalCategory', 'skillId', 'province'],
      rowLink: (row) => `/agora-professional/${idOf(row)}`,
      routes: [{ path: ':userId', element: createElement(AgoraDetail) }],
    },
  ],
});
