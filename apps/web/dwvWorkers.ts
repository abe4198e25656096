import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * dwv decodes compressed DICOM pixel data (JPEG 2000, JPEG lossless, RLE, baseline JPEG) in web
 * workers it starts itself from `assets/workers/<name>.worker.min.js`, beside the page's base address
 * (see `src/modules/dental-imaging/dwvBase.ts`). Vite does not see those files: they are copied into
 * the build as they ship in dwv's package.
 */
export function dwvWorkers(): Plugin {
  return {
    name: 'chairside-dwv-workers',
    apply: 'build',
    generateBundle() {
      const require = createRequire(import.meta.url);
      const dir = path.join(path.dirname(require.resolve('dwv')), 'assets', 'workers');
      for (const file of fs.readdirSync(dir))
        if (file.endsWith('.worker.min.js'))
          this.emitFile({
            type: 'asset',
            fileName: `assets/workers/${file}`,
            source: fs.readFileSync(path.join(dir, file)),
          });
    },
  };
}
