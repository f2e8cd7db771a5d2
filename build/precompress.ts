import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes .br and .gz next to each text asset, so the server sends compressed files without compressing per request.
 * It compresses the build's own output directory, `--outDir` included.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'happyway-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      // A failed build reaches here too, with nothing written: let its own error show.
      if (!existsSync(outDir)) return;
      for (const file of filesUnder(outDir).filter((path) => compressible.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
