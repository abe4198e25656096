import { sql } from 'drizzle-orm';

/** `(1, 2, 3)`: ids as bound values for `where id in …`. */
export const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
