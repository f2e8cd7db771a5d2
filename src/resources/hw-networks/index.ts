import { createElement, lazy } from 'react';
import HubOutlined from '@mui/icons-material/HubOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import type { hwNetworks } from '../../../domain/resources/networks.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const NetworkDetail = lazy(() =>
  withPortalTexts(import('./network-detail-page.tsx')).then((m) => ({ default: m.NetworkDetailScreen })),
);
const DesignerNetwork = lazy(() =>
  withPortalTexts(import('./network-detail-page.tsx')).then((m) => ({ default: m.DesignerNetworkPage })),
);
const NetworkCreate = lazy(() =>
  withPortalTexts(import('./network-form-screens.tsx')).then((m) => ({ default: m.NetworkCreateScreen })),
);
const NetworkEdit = lazy(() =>
  withPortalTexts(import('./network-form-screens.tsx')).then((m) => ({ default: m.NetworkEditScreen })),
);
const MemberProfile = lazy(() =>
  withPortalTexts(import('./member-profile-page.tsx')).then((m) => ({ default: m.MemberProfilePage })),
);

/**
 * /hw-networks: the generated list (searched by name or code) for everyone, back office's network management inside it
 * (create with the hub head's invitation, edit, the detail's tabs and designer list); /designer-network is the
 * designer's own network in the same detail.
 */
export const hwNetworksUnit = resourceUnit<typeof hwNetworks>({
  name: 'hw-networks',
  icon: createElement(HubOutlined),
  screens: { show: NetworkDetail, create: NetworkCreate, edit: NetworkEdit },
  routes: [{ path: 'designer/:networkId/:id', element: createElement(MemberProfile) }],
  pages: [
    { route: 'designer-network', element: createElement(DesignerNetwork), icon: createElement(Diversity3Outlined) },
  ],
});
