/** `npm start`: builds the SPA on first use (or when dist/ is missing), then runs the server in this process. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.log("Prima esecuzione: compilo l'interfaccia (npm run build)…");
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/main.ts');
