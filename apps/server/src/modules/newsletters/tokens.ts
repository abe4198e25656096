import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

export type TokenPurpose = 'confirm' | 'unsubscribe';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new link token for a subscriber: 32 random bytes (base64url, 43 characters), of which only the
 * SHA-256 is stored, so the table cannot be turned back into working links. A confirm token
 * expires after `hours`; an unsubscribe token never does (it must work in every old mail).
 */
export async function issueToken(
  rows: Rows,
  subscriber: number,
  purpose: TokenPurpose,
  hours: number | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await rows(sql`
    insert into newsletter_tokens (token_hash, subscriber, purpose, expires_at)
    values (${hashOf(token)}, ${subscriber}, ${purpose},
            ${hours === null ? null : sql`app_now() + make_interval(hours => ${hours})`})`);
  return token;
}

/**
 * The subscriber a token is for, if it is one of `purpose`, unexpired and (for confirm) unused; a
 * confirm token is marked used in the same statement, so two clicks cannot both succeed.
 */
export async function spendToken(rows: Rows, token: string, purpose: TokenPurpose): Promise<number | undefined> {
  const [row] = await rows<{ subscriber: number }>(sql`
    update newsletter_tokens set used_at = coalesce(used_at, app_now())
    where token_hash = ${hashOf(token)} and purpose = ${purpose}
      and (expires_at is null or expires_at > app_now())
      and (${purpose === 'unsubscribe'} or used_at is null)
    returning subscriber`);
  return row ? Number(row.subscriber) : undefined;
}
