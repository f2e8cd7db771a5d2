import { App } from './App.tsx';
import { mount } from './mount.tsx';

mount(<App />);
