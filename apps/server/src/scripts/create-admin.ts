import { PASSWORD_MIN } from '@chairside/domain';
import { loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { describeDatabase } from '../users/bootstrap.js';
import { createUser } from '../users/store.js';
import { askNewPassword, openPrompt } from './prompt.js';

/**
 * npm run create-admin -- <username>   (asks for the password twice, unseen; or set ADMIN_PASSWORD)
 * Creates an active Admin account in the server's database: the same
 * DATABASE_URL or DATA_DIR as the server, and says which one it wrote to.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const prompt = openPrompt();
  let username: string;
  let password: string;
  try {
    username = (process.argv[2] ?? process.env.ADMIN_USERNAME ?? (await prompt.ask('Username: '))).trim();
    if (!username) throw new Error('A username is required.');
    password = process.env.ADMIN_PASSWORD ?? (await askNewPassword(prompt, PASSWORD_MIN));
  } finally {
    prompt.close();
  }
  if (password.length < PASSWORD_MIN) throw new Error(`The password needs at least ${PASSWORD_MIN} characters.`);
  const where = describeDatabase(config);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const user = await createUser(database, { username, password, role: 'Admin', active: true });
    if (!user) throw new Error(`The username ${username} is taken in ${where}: nothing was created.`);
    process.stdout.write(`Admin account ${user.username} created in ${where}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
