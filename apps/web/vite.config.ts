import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { afterBuild } from './afterBuild.ts';
import { firstPageChunkPlan, firstPageGroups, PLAN_MODE } from './firstPageChunks.ts';
import { createThemeWithoutCssVars, MUI_WITHOUT_CSS_VARS } from './muiWithoutCssVars.ts';
import { pageHtml } from './pageHtml.ts';
import { precompressDir } from './precompress.ts';
import { reactRouterProduction } from './reactRouterProduction.ts';
import { zodWithoutJsonSchema } from './zodWithoutJsonSchema.ts';

// The API the dev server proxies to: the server's own PORT (npm run dev), 3000 by default.
const apiPort = process.env.PORT || '3000';

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    createThemeWithoutCssVars(),
    zodWithoutJsonSchema(),
    firstPageChunkPlan(),
    pageHtml(),
    // The planning pass writes no files: nothing to weigh or compress.
    ...(mode === PLAN_MODE ? [] : [afterBuild('chairside-precompress', precompressDir)]),
  ],
  resolve: {
    alias: [
      ...Object.entries(MUI_WITHOUT_CSS_VARS).map(([find, replacement]) => ({ find, replacement })),
      ...reactRouterProduction(command),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    write: mode !== PLAN_MODE,
    sourcemap: false,
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file: every page loads all of it before
          // its first paint anyway, and one file compresses better (and costs fewer requests)
          // than the ~20 small shared chunks the automatic splitting made of it.
          groups: [{ name: 'initial', tags: ['$initial'], priority: 10 }, ...firstPageGroups(mode)],
        },
      },
    },
  },
}));
