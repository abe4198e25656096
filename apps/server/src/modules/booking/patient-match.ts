import { isBlank, patients } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { createRecord } from '../../resources/create.js';
import { ResourceRepository } from '../../resources/repository.js';

export interface Visitor {
  fullName: string;
  email?: string | null;
  telephone?: string | null;
}

/** A telephone number's digits: `+1 (617) 555-0123` and `16175550123` are the same number. */
export const digitsOf = (telephone: string): string => telephone.replace(/\D/g, '');

/** Fewer digits than this say too little to identify anyone. */
const MIN_PHONE_DIGITS = 6;

/**
 * The patient a visitor is: a live patient of the same name (case and outer
 * spaces aside) with the same email or telephone number; else a new patient
 * made from what the visitor gave, blood type Unknown. A known patient's
 * record is never changed from a visitor's input, and the caller's answer
 * must not tell the two cases apart. Names are stored trimmed, so the name
 * is looked up on the `(lower(full_name), id)` index the list sorts by.
 */
export async function matchOrCreatePatient(rows: Rows, visitor: Visitor): Promise<number> {
  const name = visitor.fullName.trim();
  const email = isBlank(visitor.email) ? null : String(visitor.email).trim().toLowerCase();
  const digits = isBlank(visitor.telephone) ? '' : digitsOf(String(visitor.telephone));
  const phone = digits.length >= MIN_PHONE_DIGITS ? digits : null;
  const [known] = await rows<{ id: number }>(sql`
    select id::int as id from patients
    where archived_at is null and lower(full_name) = lower(${name})
      and ((${email}::text is not null and lower(email) = ${email}::text)
        or (${phone}::text is not null and regexp_replace(coalesce(telephone, ''), '\\D', '', 'g') = ${phone}::text))
    order by id limit 1`);
  if (known) return Number(known.id);
  const created = await createRecord(
    rows,
    { fullName: name, email, telephone: isBlank(visitor.telephone) ? null : visitor.telephone, bloodType: 'Unknown' },
    { def: patients, repo: new ResourceRepository(patients), user: null },
  );
  return Number(created.id);
}
