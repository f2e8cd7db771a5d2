import { mount } from '../../mount.tsx';
import { WelcomeApp } from './welcome-app.tsx';

mount(<WelcomeApp />);
