import { type AllergyWarning, drugClassWords } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

/** Shorter allergy entries ("A", "no") say too little to match a medicine by. */
const MIN_ALLERGY_LENGTH = 3;

const CLASS_WORDS = drugClassWords();

/**
 * The patient's recorded allergies that medicaments touch, in the medicaments'
 * order, one row per allergy and medicament:
 * - directly: the allergy is named, whatever the case, in the medicament's name
 *   or one of its active ingredients ("Penicillin" warns of "Penicillin V");
 * - through a drug class (`DRUG_CLASSES`): the allergy names a class or one of
 *   its members, or a medicament of the catalogue that belongs to a class, and
 *   the medicament belongs to that class too ("Penicillin" warns of
 *   Amoxicillin, "Lidocaine" of Articaine). A medicament belongs to its
 *   `drug_class` and to every class whose words its name or ingredients hold.
 */
export async function allergyWarnings(
  rows: Rows,
  patient: number,
  medicaments: readonly number[],
): Promise<AllergyWarning[]> {
  if (medicaments.length === 0) return [];
  return rows<AllergyWarning>(sql`
    with word(cls, word) as (
      select * from unnest(${sql.param(CLASS_WORDS.classes)}::text[], ${sql.param(CLASS_WORDS.words)}::text[])
    ), allergy as (
      select distinct btrim(a) as allergy, lower(btrim(a)) as lowered from patients p, unnest(p.allergies) as a
      where p.id = ${patient} and length(btrim(a)) >= ${MIN_ALLERGY_LENGTH}
    ), med as (
      select m.id, m.name, m.drug_class,
             lower(m.name) || E'\n' || coalesce((select string_agg(lower(i->>'ingredient'), E'\n')
                                                from jsonb_array_elements(m.active_ingredients) i), '') as words
      from medicaments m
    ), med_class as (
      select id, drug_class as cls from med where drug_class is not null
      union select med.id, word.cls from med join word on strpos(med.words, word.word) > 0
    ), allergy_class as (
      select a.allergy, word.cls from allergy a
      join word on strpos(a.lowered, word.word) > 0 or strpos(word.word, a.lowered) > 0
      union select a.allergy, mc.cls from allergy a
      join med on strpos(med.words, a.lowered) > 0 join med_class mc on mc.id = med.id
    ), asked as (
      select o.id, min(o.n) as n from unnest(${sql.param([...medicaments])}::bigint[]) with ordinality as o(id, n)
      group by o.id
    )
    select a.allergy, med.id::int as "medicamentId", med.name as medicament,
           case when strpos(med.words, a.lowered) > 0 then null else min(ac.cls) end as "drugClass"
    from asked join med on med.id = asked.id cross join allergy a
    left join med_class mc on mc.id = med.id
    left join allergy_class ac on ac.allergy = a.allergy and ac.cls = mc.cls
    group by asked.n, a.allergy, a.lowered, med.id, med.name, med.words
    having strpos(med.words, a.lowered) > 0 or count(ac.cls) > 0
    order by asked.n, a.allergy`);
}

/** The medicaments a prescription's medication rows name, in order. */
export const medicamentsOf = (medications: unknown): number[] =>
  Array.isArray(medications)
    ? medications
        .map((m) => Number((m as { medicament?: unknown } | null)?.medicament))
        .filter((id) => Number.isInteger(id) && id > 0)
    : [];
