import path from 'node:path';

/** A Vite plugin running `run(outDir)` once the build is written (a throw fails the build). */
export function afterBuild(name: string, run: (outDir: string) => unknown) {
  let outDir = 'dist';
  return {
    name,
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await run(outDir);
    },
  };
}
