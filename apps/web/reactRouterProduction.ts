import { fileURLToPath } from 'node:url';

/**
 * React Router 7's package exports name its development build under every condition (upstream
 * remix-run/react-router#14102), so a production bundle carried its warnings and development checks.
 * In a build, `react-router` is its production build: the same code without them. Both passes of the build
 * (the chunk plan's, `--mode first-pages`, and the real one) resolve it alike, since the plan names modules by
 * their files (`firstPageChunks.ts`); the dev server keeps the warnings.
 */
export const reactRouterProduction = (command: 'build' | 'serve') =>
  command === 'build'
    ? [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(new URL('../production/index.mjs', import.meta.resolve('react-router'))),
        },
      ]
    : [];
