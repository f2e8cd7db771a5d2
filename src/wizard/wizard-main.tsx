import { mount } from '../mount.tsx';
import { WizardApp } from './wizard-app.tsx';

mount(<WizardApp />);
