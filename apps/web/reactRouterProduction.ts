import { fileURLToPath } from 'node:url';

/**
 * React Router 7's package exports name its development build under every condition (upstream
 * remix-run/react-router#14102), so a production bundle carried its warnings and development checks.
 * In a production build, `react-router` is its production build: the same code without them.
 */
export const reactRouterProduction = (mode: string) =>
  mode === 'production'
    ? [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(new URL('../production/index.mjs', import.meta.resolve('react-router'))),
        },
      ]
    : [];
