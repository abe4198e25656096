import { parseOptions } from './options.js';
import { prepareDatabase } from './generate.js';
import { clinicClock } from './targets.js';
const opts = parseOptions(['--db', 'postgres', '--patients', '1000000'])!;
const prepared = await prepareDatabase('postgres', { ...opts, ...clinicClock() }, { ...opts });
process.stdout.write(`kept ${JSON.stringify(prepared.env)}\n`);
