import type { AllergyWarning } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

/** Shorter allergy entries ("A", "no") say too little to match a medicine by. */
const MIN_ALLERGY_LENGTH = 3;

/**
 * The patient's recorded allergies that medicaments touch: an allergy named
 * in a medicament's name or in one of its active ingredients, whatever the
 * case ("Penicillin" warns of "Penicillin V" and of a medicament made with
 * penicillin). One row per allergy and medicament, in the medicaments' order.
 */
export async function allergyWarnings(
  rows: Rows,
  patient: number,
  medicaments: readonly number[],
): Promise<AllergyWarning[]> {
  if (medicaments.length === 0) return [];
  return rows<AllergyWarning>(sql`
    with allergy as (
      select distinct btrim(a) as allergy from patients p, unnest(p.allergies) as a
      where p.id = ${patient} and length(btrim(a)) >= ${MIN_ALLERGY_LENGTH}
    ), asked as (
      select m.id, m.name, m.active_ingredients, min(o.n) as n
      from unnest(${sql.param([...medicaments])}::bigint[]) with ordinality as o(id, n)
      join medicaments m on m.id = o.id
      group by m.id
    )
    select a.allergy, asked.name as medicament from asked cross join allergy a
    where strpos(lower(asked.name), lower(a.allergy)) > 0
       or exists (
         select 1 from jsonb_array_elements(asked.active_ingredients) i
         where strpos(lower(i->>'ingredient'), lower(a.allergy)) > 0)
    order by asked.n, a.allergy`);
}

/** The medicaments a prescription's medication rows name, in order. */
export const medicamentsOf = (medications: unknown): number[] =>
  Array.isArray(medications)
    ? medications
        .map((m) => Number((m as { medicament?: unknown } | null)?.medicament))
        .filter((id) => Number.isInteger(id) && id > 0)
    : [];
