import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SessionSettings } from './clock-session.js';
import { clusterDir } from './data-dir-swap.js';

const DATE = 1082;
const BYTEA = 17;
const asIs = (v: string) => v;

/**
 * bytea in and out as hex with Node's own codec: PGlite's default turns each byte into a string of its
 * own (about 0.7 s a MiB each way), which made a large image take minutes to store or download.
 */
const byteaToHex = (v: unknown): string => {
  if (!(v instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex')}`;
};
/** A Uint8Array, as PGlite gives bytea (a Buffer would differ from what the worker thread hands over). */
const byteaFromHex = (v: string): Uint8Array => {
  const bytes = Buffer.from(v.slice(2), 'hex');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** PGlite's WebAssembly, compiled, and its file bundle: what every instance would otherwise load again. */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: ArrayBuffer;
}

let assets: Promise<PgliteAssets> | undefined;

/** The runtime's WebAssembly (the server's TypeScript libraries declare its types, not the global). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

/**
 * Compiled once per process and handed to each instance, in this thread or another (a compiled module
 * crosses to a worker thread as it is): each test file and the server's database thread start sooner.
 */
export function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const read = (file: string) => fs.promises.readFile(path.join(dist, file));
    const [pglite, initdb, bundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([wasm.compile(pglite), wasm.compile(initdb)]);
    const fsBundle = bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  return assets;
}

/** How a new cluster is made and configured (initdb's options, postgresql.conf lines): the defaults but in tests. */
export type ClusterOptions = Pick<PGliteOptions, 'initDbStartParams' | 'postgresqlconf'>;

/**
 * Starts the embedded PostgreSQL with the extensions the migrations need, dates as 'YYYY-MM-DD'.
 * `from`: a dump of another data directory (`dumpDataDir`) to start from instead of a new cluster;
 * `settings`: the session's settings (the app's clock in a test of a fixed day).
 */
export async function startPglite(
  dataDir: string | 'memory',
  from?: Blob,
  given?: PgliteAssets,
  settings: SessionSettings = {},
  cluster: ClusterOptions = {},
): Promise<PGlite> {
  const { pgliteWasmModule, initdbWasmModule, fsBundle } = given ?? (await pgliteAssets());
  const client = new PGlite(dataDir === 'memory' ? 'memory://' : clusterDir(dataDir), {
    extensions: { btree_gist, pg_trgm },
    parsers: { [DATE]: asIs, [BYTEA]: byteaFromHex },
    serializers: { [BYTEA]: byteaToHex },
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle: new Blob([fsBundle]),
    ...(from ? { loadDataDir: from } : {}),
    ...cluster,
  });
  await client.waitReady;
  // PGlite has one session: settings made now hold for all it runs.
  for (const [name, value] of Object.entries(settings))
    await client.query('select set_config($1, $2, false)', [name, value]);
  return client;
}
