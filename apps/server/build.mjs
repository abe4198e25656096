// Bundles the server (and the workspace domain package) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/scripts/create-admin.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
    // The embedded database's thread (db/pglite-spawn.ts starts it from beside the bundle).
    'pglite-thread': 'src/db/pglite-thread.ts',
    // The threads PDFs are laid out in (documents/pdf-threads.ts).
    'pdf-thread': 'src/documents/pdf-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals-but-workspace',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@chairside/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
