import { mount } from './mount.tsx';
import { forgetDraftsUnlessReloaded, pageLoadType } from './resources/generic/form-drafts.ts';

forgetDraftsUnlessReloaded(pageLoadType());

void mount(() => import('./App.tsx').then(({ App }) => <App />));
