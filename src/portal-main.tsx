import { App } from './App.tsx';
import { mount } from './mount.tsx';
import { forgetDraftsUnlessReloaded, pageLoadType } from './resources/generic/form-drafts.ts';

forgetDraftsUnlessReloaded(pageLoadType());

mount(<App />);
