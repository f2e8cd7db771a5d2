/** `npm run dev`: the API (with watch) on port 3001 and Vite with hot reload on 3000, proxying /api and /auth to it. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const publicUrl = 'http://localhost:3000';
const children = [
  spawn(process.execPath, ['--watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', PUBLIC_URL: publicUrl },
  }),
  spawn(join(root, 'node_modules', '.bin', 'vite'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEV_API_TARGET: 'http://localhost:3001' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
