// Splits a CPU profile (bench/inject-split.ts with CPU_PROFILE=<file>) by stage of a request: each sample goes
// to the first stage of STAGES that a frame of its stack belongs to (the response serializer, helmet,
// compression, the session guard, …). After an await a stack starts again at its own frames, so "database"
// also holds queries whose caller awaited. `npx tsx bench/profile-split.ts <file.cpuprofile>`
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Stages in the order they are tried on a stack; the first with a frame in it names the sample. */
const STAGES: [string, (f: ProfileNode['callFrame']) => boolean][] = [
  ['response serializer', (f) => /fast-json-stringify|response-serializer/.test(f.url)],
  // The serializer's closure (dist/esm/core.js line 116, 0-based 115): safeEncode then JSON.stringify.
  ['zod (responses)', (f) => f.url.includes('fastify-type-provider-zod') && f.lineNumber >= 113],
  ['helmet', (f) => /helmet|security-headers/.test(f.url)],
  ['compression', (f) => /@fastify\/compress|zlib/.test(f.url)],
  ['session guard', (f) => /auth\/(guard|sessions)/.test(f.url)],
  ['zod (requests)', (f) => f.url.includes('fastify-type-provider-zod')],
  ['handler', (f) => /apps\/server\/src\/(resources|modules)\//.test(f.url)],
  ['database', (f) => /pglite|drizzle-orm|db\/client/.test(f.url)],
  ['inject', (f) => f.url.includes('light-my-request')],
  ['zod (other)', (f) => /node_modules\/zod\//.test(f.url)],
  ['fastify', (f) => /node_modules\/(fastify|find-my-way|avvio|@fastify)/.test(f.url)],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
];

const profile = JSON.parse(fs.readFileSync(String(process.argv[2]), 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

/** The stage of a sample: the first of STAGES that a frame of its stack belongs to. */
function stageOf(leaf: number): string {
  const stack: ProfileNode['callFrame'][] = [];
  for (let id: number | undefined = leaf; id !== undefined; id = parentOf.get(id)) stack.push(byId.get(id)!.callFrame);
  return STAGES.find(([, matches]) => stack.some(matches))?.[0] ?? 'other';
}

const totals = new Map<string, number>();
let all = 0;
profile.samples.forEach((leaf, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  const stage = stageOf(leaf);
  totals.set(stage, (totals.get(stage) ?? 0) + us);
  if (stage !== 'idle') all += us;
});
for (const [stage, us] of [...totals].sort((a, b) => b[1] - a[1]))
  process.stdout.write(
    `${stage.padEnd(20)} ${(us / 1000).toFixed(0).padStart(7)} ms ${stage === 'idle' ? '' : `${((100 * us) / all).toFixed(1)} %`}\n`,
  );
