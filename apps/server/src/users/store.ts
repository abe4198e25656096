import type { Role, User } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  role: Role | null;
  active: boolean;
  last_login_at: Date | null;
  created_at: Date;
  version: number;
}

export const toUser = (r: UserRow): User => ({
  id: r.id,
  username: r.username,
  role: r.role,
  active: r.active,
  createdAt: new Date(r.created_at).toISOString(),
  lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
  version: r.version,
});

export async function findUserByName(database: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await database.rows<UserRow>(sql`select * from users where lower(username) = lower(${username})`);
  return row;
}

export async function findUserById(database: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await database.rows<UserRow>(sql`select * from users where id = ${id}`);
  return row;
}

/** Creates an account; returns undefined when the username is taken. */
export async function createUser(
  database: Database,
  input: { username: string; password: string; role: Role | null; active: boolean },
): Promise<UserRow | undefined> {
  const hash = await hashPassword(input.password);
  const [row] = await database.rows<UserRow>(sql`
    insert into users (username, password_hash, role, active)
    values (${input.username}, ${hash}, ${input.role}, ${input.active})
    on conflict do nothing
    returning *`);
  return row;
}

export async function setPassword(database: Database, id: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await database.rows(
    sql`update users set password_hash = ${hash}, updated_at = app_now(), version = version + 1 where id = ${id}`,
  );
}
