import { App } from './App.tsx';
import { mount } from './mount.tsx';
import { forgetDraftsUnlessReloaded, pageLoadType } from './resources/generic/use-form-draft.ts';

forgetDraftsUnlessReloaded(pageLoadType());

mount(<App />);
