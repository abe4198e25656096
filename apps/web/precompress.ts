import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; smaller ones are sent as they are (the server's threshold too). */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/u;
const MIN_BYTES = 1024;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && TEXT.test(e.name) && !e.parentPath.includes(`${path.sep}.vite`))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every text file of the build:
 * the server sends these copies as they are (`@fastify/static`'s preCompressed), so a page load
 * costs it no compression work.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = await textFiles(dir);
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: 9 }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}
