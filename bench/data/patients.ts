// N patients in one INSERT … SELECT: every column of the patients definition, derived from the row number.
import { BLOOD_TYPES, MARITAL_STATUSES } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  ALLERGIES as DEMO_ALLERGIES,
  FIRST_NAMES as DEMO,
  SURNAMES as DEMO_SURNAMES,
} from '../../apps/server/src/demo/names.js';
import { CITIES, STREET_TYPES, STREETS } from './clinics.js';
import { int, pick, slug, textArray } from './sql.js';

const FEMALE = [...DEMO.Female, 'Fatima', 'Ingrid', 'Mei', 'Zoe', 'Priya'] as const;
const MALE = [...DEMO.Male, 'Tomasz', 'Felix', 'Ravi', 'Jonas', 'Kenji'] as const;
const OTHER = [...DEMO.Other, 'Jules'] as const;

/**
 * 61 surnames, none inside another name or e-mail domain: searching one
 * matches exactly the patients who carry it (row i has surname i mod 61).
 */
export const SURNAMES = [
  ...DEMO_SURNAMES,
  'Tanaka',
  'Kim',
  'Singh',
  'Patel',
  'Ivanova',
  'Novak',
  'Jensen',
  'Larsen',
  'Müller',
  'Fischer',
  'Romano',
  'Costa',
  'Pereira',
  'Santos',
  'Oliveira',
  'Mendes',
  'Khoury',
  'Mansour',
  'Aziz',
  'Hassan',
  'Yilmaz',
  'Demir',
  'Kaya',
  'Popescu',
  'Horvath',
  'Nowak',
  'Svensson',
  'Lindqvist',
  "O'Brien",
  'Walsh',
  'Byrne',
  'Evans',
  'Hughes',
  'Price',
  'Bennett',
  'Carter',
  'Brooks',
  'Foster',
  'Reyes',
  'Castillo',
  'Morales',
  'Ortega',
  'Delgado',
  'Vargas',
  'Eze',
] as const;
const DOMAINS = ['mail.example', 'inbox.example', 'post.example'] as const;

const OCCUPATIONS = [
  'Teacher',
  'Nurse',
  'Engineer',
  'Accountant',
  'Chef',
  'Designer',
  'Driver',
  'Lawyer',
  'Electrician',
  'Pharmacist',
  'Shop Assistant',
  'Software Developer',
  'Farmer',
];
const ALLERGIES = [...DEMO_ALLERGIES, 'Aspirin', 'Codeine'];
/** A chronic condition and the medication that usually goes with it. */
const CONDITIONS: readonly (readonly [string, string, string, string])[] = [
  ['Hypertension', 'Amlodipine', '5 mg', 'Once daily'],
  ['Type 2 diabetes', 'Metformin', '500 mg', 'Twice daily'],
  ['Asthma', 'Salbutamol inhaler', '100 µg', 'As needed'],
  ['Hypothyroidism', 'Levothyroxine', '50 µg', 'Once daily'],
  ['Atrial fibrillation', 'Warfarin', '2 mg', 'Once daily'],
  ['Osteoporosis', 'Alendronate', '70 mg', 'Once weekly'],
  ['Epilepsy', 'Lamotrigine', '100 mg', 'Twice daily'],
];
/** Past conditions: a history row without a current medication. */
const PAST = ['Appendectomy', 'Tonsillectomy', 'Fractured wrist', 'Pneumonia', 'Kidney stones', 'Hepatitis A'];
const RELATIONS = ['Spouse', 'Spouse', 'Sister', 'Brother', 'Friend', 'Son', 'Daughter'];
/** Married twice as often as single; widowed only past 70 (below). */
const MARITAL = ['Single', 'Married', 'Married', 'Divorced'] satisfies (typeof MARITAL_STATUSES)[number][];

/** How common each blood type is (per 100, in BLOOD_TYPES order), so the summary looks like a real practice. */
const BLOOD_PER_100 = [34, 6, 9, 2, 3, 1, 38, 7];
const BLOOD_TABLE = BLOOD_TYPES.flatMap((type, k) => Array<string>(BLOOD_PER_100[k] ?? 0).fill(type));
if (BLOOD_TABLE.length !== 100) throw new Error('blood type shares must add up to 100');

// A surname must not occur inside any other searched text, or a search for it would match more than its rows.
const searchedTexts = [...FEMALE, ...MALE, ...OTHER, ...SURNAMES, ...DOMAINS].flatMap((s) => [s.toLowerCase(), slug(s)]);
for (const surname of SURNAMES) {
  const needle = surname.toLowerCase();
  const clash = searchedTexts.find((t) => t !== needle && t !== slug(surname) && t.includes(needle));
  if (clash) throw new Error(`surname ${surname} occurs inside ${clash}`);
}

/** Birth dates count back from a fixed day, so the same N gives the same patients whenever it runs. */
const BIRTH_REFERENCE = '2025-01-01';
const DAYS_PER_YEAR = 365;
/** One patient in 25 is archived (rows with i mod 25 = 7). */
const ARCHIVED_EVERY = 25;
const ARCHIVED_AT = 7;

/** Live patients (not archived) among rows 1..n whose surname is SURNAMES[k]: what a search for it must total. */
export function liveWithSurname(n: number, k: number): number {
  let count = 0;
  for (let i = k === 0 ? SURNAMES.length : k; i <= n; i += SURNAMES.length) if (i % ARCHIVED_EVERY !== ARCHIVED_AT) count++;
  return count;
}

export function archivedAmong(n: number): number {
  return Math.floor((n - ARCHIVED_AT) / ARCHIVED_EVERY) + 1;
}

const jsonRows = (cond: SQL, row: SQL): SQL => sql`case when ${cond} then jsonb_build_array(${row}) else '[]'::jsonb end`;

/**
 * Patients 1..n. Row i: surname i mod 61; gender, blood type, allergies,
 * chronic condition, e-mail, insurance and national id each from i modulo a
 * different prime (or 100 for blood), so they combine independently; names,
 * ages, occupations and contacts fit together (children are single students
 * with a parent as emergency contact, over-67s are retired). Ids, MRNs and
 * creation dates rise together, as in a clinic that has registered patients
 * for five years; 4% are archived.
 */
export async function generatePatients(database: Database, n: number): Promise<void> {
  const year = (y: number) => int(y * DAYS_PER_YEAR);
  const first = (list: readonly string[], seed: SQL) => pick(textArray(list), sql`(${seed}) % ${int(list.length)}`);
  // Gender comes from i mod 97; the first name mixes in i div 97 so it varies within each gender too.
  const seed = sql`g.i * 5 + g.i / 97`;
  const firstName = sql`case when g.gender = 'Female' then ${first(FEMALE, seed)}
    when g.gender = 'Male' then ${first(MALE, seed)} else ${first(OTHER, seed)} end`;
  const firstSlug = sql`case when g.gender = 'Female' then ${first(FEMALE.map(slug), seed)}
    when g.gender = 'Male' then ${first(MALE.map(slug), seed)} else ${first(OTHER.map(slug), seed)} end`;
  const anyFirst = [...FEMALE, ...MALE];
  const cities = textArray(CITIES.map((c) => c[0]));
  const dials = textArray(CITIES.map((c) => c[3]));
  const phone = (mul: number) =>
    sql`${pick(dials, sql`g.ci`)} || ' ' || (200 + (g.i * ${int(mul)}) % 799) || ' ' || lpad(((g.i * 7717 + ${int(mul)}) % 10000)::text, 4, '0')`;
  const A = ALLERGIES.length;
  const allergy = (index: SQL) => pick(textArray(ALLERGIES), sql`(${index}) % ${int(A)}`);
  const a0 = sql`(g.i / 89)`;
  const a1 = sql`(g.i / 89 + 1 + (g.i / 7) % ${int(A - 2)})`;
  const a2 = sql`(g.i / 89 + ${int(A - 1)})`;
  const condition = (col: 0 | 1 | 2 | 3) => pick(textArray(CONDITIONS.map((c) => c[col])), sql`g.k`);
  const diagnosed = (percent: SQL) =>
    sql`to_char(g.birth + (g.age_days * (${percent}) / 100)::int, 'YYYY-MM-DD')`;
  const chronicRow = sql`jsonb_build_object('condition', ${condition(0)}, 'diagnosedAt', ${diagnosed(sql`40 + g.i % 50`)}, 'notes', null)`;
  const pastRow = sql`jsonb_build_object('condition', ${pick(textArray(PAST), sql`(g.i / 3) % ${int(PAST.length)}`)},
    'diagnosedAt', ${diagnosed(sql`10 + g.i % 25`)}, 'notes', 'Resolved')`;
  const medication = sql`jsonb_build_object('name', ${condition(1)}, 'dosage', ${condition(2)}, 'frequency', ${condition(3)}, 'prescribedBy', null)`;
  const hasPast = sql`g.i % 7 = 0`;

  await database.rows(sql`
    insert into patients (id, full_name, medical_record_number, blood_type, insurance_id, national_id, birth_date, gender,
                          marital_status, occupation, telephone, email, address, allergies, chronic_diseases,
                          medical_history, current_medications, emergency_contact_name,
                          emergency_contact_relationship, emergency_contact_phone, archived_at, created_at,
                          updated_at, version)
    overriding system value
    select
      g.i,
      ${firstName} || ' ' || ${pick(textArray(SURNAMES), sql`g.si`)},
      'MRN-' || lpad(g.i::text, greatest(6, length(g.i::text)), '0'),
      ${pick(textArray(BLOOD_TABLE), sql`(g.i * 37) % 100`)},
      case when (g.i * 13) % 71 < 53 then 'INS-' || lpad(((g.i * 7919) % 1000000)::text, 6, '0') end,
      case when (g.i * 11) % 73 < 44 then lpad(((g.i * 982451653) % 1000000000)::text, 9, '0') end,
      g.birth,
      g.gender,
      case when g.age_days < ${year(20)} then 'Single'
           when g.age_days >= ${year(70)} and g.i % 3 = 0 then 'Widowed'
           else ${pick(textArray(MARITAL), sql`(g.i / 5) % ${int(MARITAL.length)}`)} end,
      case when g.age_days < ${year(5)} then null
           when g.age_days < ${year(18)} then 'Student'
           when g.age_days >= ${year(67)} then 'Retired'
           else ${pick(textArray(OCCUPATIONS), sql`(g.i / 3) % ${int(OCCUPATIONS.length)}`)} end,
      case when g.i % 31 <> 0 then ${phone(13)} end,
      case when (g.i * 19) % 67 < 60 then ${firstSlug} || '.' || ${pick(textArray(SURNAMES.map(slug)), sql`g.si`)} || g.i
        || '@' || ${pick(textArray(DOMAINS), sql`(g.i / 61) % ${int(DOMAINS.length)}`)} end,
      (1 + (g.i * 37) % 998) || ' ' || ${pick(textArray(STREETS), sql`(g.i * 7) % ${int(STREETS.length)}`)}
        || ' ' || ${pick(textArray(STREET_TYPES), sql`(g.i / 3) % ${int(STREET_TYPES.length)}`)} || ', ' || ${pick(cities, sql`g.ci`)},
      case when g.ap < 16 then array[${allergy(a0)}]
           when g.ap < 21 then array[${allergy(a0)}, ${allergy(a1)}]
           when g.ap < 22 then array[${allergy(a0)}, ${allergy(a1)}, ${allergy(a2)}]
           else '{}'::text[] end,
      case when g.chronic then array[${condition(0)}] else '{}'::text[] end,
      case when g.chronic and ${hasPast} then jsonb_build_array(${chronicRow}, ${pastRow})
           when g.chronic then jsonb_build_array(${chronicRow})
           else ${jsonRows(hasPast, pastRow)} end,
      ${jsonRows(sql`g.chronic`, medication)},
      case when g.contact then ${first(anyFirst, sql`g.i * 11 + 3`)} || ' ' || ${pick(textArray(SURNAMES), sql`g.si`)} end,
      case when not g.contact then null
           when g.age_days < ${year(18)} then (array['Mother', 'Father'])[1 + g.i % 2]
           else ${pick(textArray(RELATIONS), sql`(g.i / 13) % ${int(RELATIONS.length)}`)} end,
      case when g.contact then ${phone(29)} end,
      g.archived_at,
      g.created_at,
      coalesce(g.archived_at, least(now(), g.created_at + make_interval(days => ((g.i * 31) % 400)::int))),
      case when g.archived_at is null then 1 else 2 end
    from (
      select h.*,
             ${sql.raw(`'${BIRTH_REFERENCE}'`)}::date - h.age_days as birth,
             h.cp < 25 and h.age_days >= ${year(18)} as chronic,
             case when h.i % ${int(ARCHIVED_EVERY)} = ${int(ARCHIVED_AT)}
                  then least(now(), h.created_at + make_interval(days => (1 + (h.i * 13) % 700)::int)) end as archived_at
      from (
        select i,
               i % ${int(SURNAMES.length)} as si,
               i % ${int(CITIES.length)} as ci,
               case when (i * 7) % 97 < 47 then 'Female' when (i * 7) % 97 < 94 then 'Male' else 'Other' end as gender,
               (${year(2)} + (i * 7919) % ${year(90)})::int as age_days,
               (i * 17) % 89 as ap,
               (i * 29) % 83 as cp,
               (i / 83) % ${int(CONDITIONS.length)} as k,
               (i * 53) % 79 < 55 as contact,
               now() - make_interval(secs => ((${int(n)} - i) * ${int(5 * DAYS_PER_YEAR * 86_400)}::float8 / ${int(n)})) as created_at
        from generate_series(1::bigint, ${int(n)}) as i
      ) h
    ) g`);
  // Ids are i (so MRN-000042 is patient 42, as the server numbers them); the identity goes on after them.
  await database.rows(sql`select setval(pg_get_serial_sequence('patients', 'id'), ${int(n)})`);
}
