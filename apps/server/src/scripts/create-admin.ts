import { createInterface } from 'node:readline/promises';
import { PASSWORD_MIN } from '@chairside/domain';
import { loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { createUser } from '../users/store.js';

/**
 * npm run create-admin -- <username>   (asks for the password; or set ADMIN_PASSWORD)
 * Creates an active Admin account in the configured database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const username = process.argv[2] ?? process.env.ADMIN_USERNAME ?? (await rl.question('Username: '));
  const password = process.env.ADMIN_PASSWORD ?? (await rl.question('Password: '));
  rl.close();
  if (!username.trim()) throw new Error('A username is required.');
  if (password.length < PASSWORD_MIN) throw new Error(`The password needs at least ${PASSWORD_MIN} characters.`);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const user = await createUser(database, { username: username.trim(), password, role: 'Admin', active: true });
    if (!user) throw new Error(`The username ${username} is taken.`);
    process.stdout.write(`Admin account ${user.username} created.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
