// Where one request's time goes, in one process: the app built by buildApp on an in-memory PGlite, a full
// searched patient page served by inject (no socket), N requests a round, median of the rounds.
// `npx tsx bench/inject-split.ts [rounds] [requests]`. CPU_PROFILE=<file> writes a CPU profile of the timed
// requests (bench/profile-split.ts splits it by stage). RESPONSE_VALIDATION=1 also validates answers with zod.
// ACCEPT_ENCODING sets the requests' Accept-Encoding ('br, gzip' unless set; '' asks for no compression, as the
// bench's load generator does). DATABASE_URL=postgres://… runs on a fresh database of that PostgreSQL server instead of PGlite.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createUser } from '../apps/server/src/users/store.js';
import { scratchDatabase } from './scratch-database.js';

const ROUNDS = Number(process.argv[2] ?? 7);
const REQUESTS = Number(process.argv[3] ?? 300);
const SURNAME = 'Okafor';
const PAGE = `/api/patients?page=3&pageSize=20&sort=fullName&q=${SURNAME}`;
const FIRST = ['Amara', 'Chidi', 'Ngozi', 'Emeka', 'Ifeoma', 'Tunde', 'Zainab', 'Kemi', 'Sola', 'Bola'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-split-'));
const { database, drop } = await scratchDatabase('chairside_split');
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DEMO: '0',
  RESPONSE_VALIDATION: process.env.RESPONSE_VALIDATION ?? '',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
await createUser(database, { username: 'bench', password: 'bench password', role: 'Admin', active: true });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'bench', password: 'bench password' },
});
const cookie = `chairside_session=${login.cookies.find((c) => c.name === 'chairside_session')?.value}`;

// 100 patients of the searched surname (a full page 3) among 200 others, made through the API.
for (let i = 0; i < 300; i++) {
  const surname = i % 3 === 0 ? SURNAME : `Other${i}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/patients',
    headers: { cookie },
    payload: {
      fullName: `${FIRST[i % FIRST.length]} ${surname}`,
      bloodType: 'A+',
      telephone: `+1 617 555 ${String(1000 + i)}`,
      email: `p${i}@example.org`,
      allergies: ['Penicillin'],
    },
  });
  if (res.statusCode !== 201) throw new Error(`patient: ${res.statusCode} ${res.body}`);
}

const headers = { cookie, 'accept-encoding': process.env.ACCEPT_ENCODING ?? 'br, gzip' };
const first = await app.inject({ method: 'GET', url: PAGE, headers });
const page = JSON.parse((await app.inject({ method: 'GET', url: PAGE, headers: { cookie } })).body) as {
  items: unknown[];
};
if (first.statusCode !== 200 || page.items.length !== 20) throw new Error(`page 3: ${first.statusCode}`);

const profiler = process.env.CPU_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const perRequestUs: number[] = [];
/** This process's CPU time a request (the server's work, without the wait for PostgreSQL's answers). */
const cpuPerRequestUs: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) await app.inject({ method: 'GET', url: PAGE, headers });
  const used = process.cpuUsage(cpu);
  perRequestUs.push(Number(process.hrtime.bigint() - start) / 1000 / REQUESTS);
  cpuPerRequestUs.push((used.user + used.system) / REQUESTS);
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  fs.writeFileSync(String(process.env.CPU_PROFILE), JSON.stringify(profile));
  profiler.disconnect();
}
const us = median(perRequestUs);
process.stdout.write(
  `${PAGE}: ${first.rawPayload.length} bytes (${first.headers['content-encoding'] ?? 'identity'}), ` +
    `${REQUESTS} requests x ${ROUNDS} rounds: median ${us.toFixed(0)} us/request (${(1e6 / us).toFixed(0)} req/s), ` +
    `CPU ${median(cpuPerRequestUs).toFixed(0)} us/request; ` +
    `rounds ${perRequestUs.map((v) => v.toFixed(0)).join(' ')}\n`,
);
await app.close();
await drop();
fs.rmSync(dataDir, { recursive: true, force: true });
