// A few clinics (and the medicament categories) in SQL: every value derived from the row number.
import { DEFAULT_WEEK_HOURS } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { gcd, int, pick, slug, textArray } from './sql.js';

const PREFIXES = [
  'Bright',
  'Gentle',
  'Riverside',
  'Oakwood',
  'Maple',
  'Harbour',
  'Sunrise',
  'Lakeside',
  'Parkview',
  'Hillcrest',
  'Cedar',
  'Evergreen',
  'Summit',
  'Meadow',
  'Willow',
  'Northgate',
  'Southbank',
  'Westfield',
  'Eastside',
  'Pearl',
  'Crystal',
  'Golden',
  'Silverline',
  'Pinewood',
  'Bayview',
  'Kingsway',
  'Old Town',
  'Central',
  'Fairview',
  'Greenway',
  'Seaside',
] as const;

/** Two of the thirteen contain "Smile": the searched substring matches about 15% of the clinics. */
const KINDS = [
  'Dental',
  'Dental Care',
  'Dental Clinic',
  'Dentistry',
  'Dental Studio',
  'Smile Centre',
  'Smile Studio',
  'Orthodontics',
  'Dental Practice',
  'Dental Group',
  'Oral Health',
  'Dental Surgery',
  'Dental Centre',
] as const;

/** [city, state/region, country, dialling prefix] */
export const CITIES: readonly (readonly [string, string, string, string])[] = [
  ['New York', 'New York', 'United States', '+1 212'],
  ['Boston', 'Massachusetts', 'United States', '+1 617'],
  ['Chicago', 'Illinois', 'United States', '+1 312'],
  ['Austin', 'Texas', 'United States', '+1 512'],
  ['Seattle', 'Washington', 'United States', '+1 206'],
  ['Denver', 'Colorado', 'United States', '+1 303'],
  ['Miami', 'Florida', 'United States', '+1 305'],
  ['San Diego', 'California', 'United States', '+1 619'],
  ['Toronto', 'Ontario', 'Canada', '+1 416'],
  ['Montréal', 'Québec', 'Canada', '+1 514'],
  ['Vancouver', 'British Columbia', 'Canada', '+1 604'],
  ['Calgary', 'Alberta', 'Canada', '+1 403'],
  ['London', 'England', 'United Kingdom', '+44 20'],
  ['Manchester', 'England', 'United Kingdom', '+44 161'],
  ['Bristol', 'England', 'United Kingdom', '+44 117'],
  ['Edinburgh', 'Scotland', 'United Kingdom', '+44 131'],
  ['Dublin', 'Leinster', 'Ireland', '+353 1'],
  ['Paris', 'Île-de-France', 'France', '+33 1'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'France', '+33 4'],
  ['Marseille', "Provence-Alpes-Côte d'Azur", 'France', '+33 4'],
  ['Toulouse', 'Occitanie', 'France', '+33 5'],
  ['Bordeaux', 'Nouvelle-Aquitaine', 'France', '+33 5'],
  ['Lille', 'Hauts-de-France', 'France', '+33 3'],
  ['Madrid', 'Comunidad de Madrid', 'Spain', '+34 91'],
  ['Barcelona', 'Catalonia', 'Spain', '+34 93'],
  ['Valencia', 'Valencian Community', 'Spain', '+34 96'],
  ['Seville', 'Andalusia', 'Spain', '+34 95'],
  ['Bilbao', 'Basque Country', 'Spain', '+34 94'],
  ['Lisbon', 'Lisbon', 'Portugal', '+351 21'],
  ['Porto', 'Porto', 'Portugal', '+351 22'],
  ['Berlin', 'Berlin', 'Germany', '+49 30'],
  ['Munich', 'Bavaria', 'Germany', '+49 89'],
  ['Hamburg', 'Hamburg', 'Germany', '+49 40'],
  ['Cologne', 'North Rhine-Westphalia', 'Germany', '+49 221'],
  ['Rome', 'Lazio', 'Italy', '+39 06'],
  ['Milan', 'Lombardy', 'Italy', '+39 02'],
  ['Naples', 'Campania', 'Italy', '+39 081'],
  ['Amsterdam', 'North Holland', 'Netherlands', '+31 20'],
  ['Brussels', 'Brussels-Capital', 'Belgium', '+32 2'],
  ['Geneva', 'Geneva', 'Switzerland', '+41 22'],
  ['Zurich', 'Zurich', 'Switzerland', '+41 44'],
  ['Casablanca', 'Casablanca-Settat', 'Morocco', '+212 522'],
  ['Rabat', 'Rabat-Salé-Kénitra', 'Morocco', '+212 537'],
  ['Marrakesh', 'Marrakesh-Safi', 'Morocco', '+212 524'],
  ['Tunis', 'Tunis', 'Tunisia', '+216 71'],
  ['Algiers', 'Algiers', 'Algeria', '+213 21'],
  ['Cairo', 'Cairo', 'Egypt', '+20 2'],
  ['Alexandria', 'Alexandria', 'Egypt', '+20 3'],
  ['Amman', 'Amman', 'Jordan', '+962 6'],
  ['Beirut', 'Beirut', 'Lebanon', '+961 1'],
  ['Dubai', 'Dubai', 'United Arab Emirates', '+971 4'],
  ['Abu Dhabi', 'Abu Dhabi', 'United Arab Emirates', '+971 2'],
  ['Riyadh', 'Riyadh', 'Saudi Arabia', '+966 11'],
  ['Mexico City', 'Mexico City', 'Mexico', '+52 55'],
  ['Guadalajara', 'Jalisco', 'Mexico', '+52 33'],
  ['Bogotá', 'Bogotá', 'Colombia', '+57 601'],
  ['Buenos Aires', 'Buenos Aires', 'Argentina', '+54 11'],
  ['São Paulo', 'São Paulo', 'Brazil', '+55 11'],
  ['Sydney', 'New South Wales', 'Australia', '+61 2'],
  ['Melbourne', 'Victoria', 'Australia', '+61 3'],
  ['Auckland', 'Auckland', 'New Zealand', '+64 9'],
  ['Mumbai', 'Maharashtra', 'India', '+91 22'],
  ['Singapore', 'Singapore', 'Singapore', '+65 6'],
  ['Vienna', 'Vienna', 'Austria', '+43 1'],
];

export const STREETS = [
  'High',
  'Station',
  'Church',
  'Victoria',
  'Park',
  'Mill',
  'Market',
  'Harbour',
  'Orchard',
  'Chestnut',
  'Elm',
  'Queen',
  'King',
  'Garden',
  'Bridge',
  'Lake',
  'Hill',
  'River',
  'Spring',
  'Cherry',
];
export const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Lane', 'Boulevard', 'Square', 'Way'];

const CATEGORIES: readonly (readonly [string, string])[] = [
  ['Analgesics', 'Pain relief after extractions, endodontic treatment and surgery.'],
  ['Antibiotics', 'Prophylaxis and treatment of odontogenic infections.'],
  ['Local Anaesthetics', 'Infiltration and nerve-block anaesthesia: lidocaine, articaine, mepivacaine.'],
  ['Anti-inflammatories', 'NSAIDs for post-operative swelling and pain.'],
  ['Antiseptic Mouthwashes', 'Chlorhexidine and similar rinses for periodontal care.'],
  ['Antifungals', 'Treatment of oral candidiasis.'],
  ['Antivirals', 'Treatment of herpes labialis and other oral viral lesions.'],
  ['Fluoride Preparations', 'Varnishes, gels and high-fluoride toothpastes for caries prevention.'],
  ['Haemostatics', 'Local agents that control bleeding after extractions.'],
  ['Sedatives', 'Anxiolysis before treatment of anxious patients.'],
  ['Corticosteroids', 'Topical and systemic steroids for oral mucosal conditions.'],
  ['Desensitising Agents', 'Treatment of dentine hypersensitivity.'],
];

const P = PREFIXES.length;
const K = KINDS.length;
const C = CITIES.length;
// Pairwise coprime sizes: (i mod P, i mod K, i mod C) differs for every i below P·K·C (Chinese remainder theorem).
if (gcd(P, K) !== 1 || gcd(P, C) !== 1 || gcd(K, C) !== 1) throw new Error('name part lists must have coprime sizes');

/**
 * N clinics (the benchmark makes a few; the generator takes 100,000 in ~10 s) in one INSERT … SELECT over generate_series. Row i takes prefix
 * i mod P, kind i mod K and city i mod C, and a branch number i div (P·K·C) when
 * that is not zero, so every name is unique ("Harbour Smile Studio Lyon",
 * "… Lyon 2") and even a small N mixes every kind and city. Every value is
 * derived from i: the same N gives the same data on both engines.
 */
export async function generateClinics(database: Database, count: number): Promise<void> {
  const prefixes = textArray(PREFIXES);
  const prefixSlugs = textArray(PREFIXES.map(slug));
  const kinds = textArray(KINDS);
  const kindSlugs = textArray(KINDS.map(slug));
  const cities = textArray(CITIES.map((c) => c[0]));
  const states = textArray(CITIES.map((c) => c[1]));
  const countries = textArray(CITIES.map((c) => c[2]));
  const dials = textArray(CITIES.map((c) => c[3]));
  const pi = sql`g.pi`;
  const ci = sql`g.ci`;
  const ki = sql`g.ki`;
  await database.rows(sql`
    insert into clinics (name, address, city, state, zip_code, country, contact_number, email, working_hours,
                         created_at, updated_at)
    select
      ${pick(prefixes, pi)} || ' ' || ${pick(kinds, ki)} || ' ' || ${pick(cities, ci)}
        || case when g.n > 0 then ' ' || (g.n + 1) else '' end,
      (1 + (g.i * 37) % 998) || ' ' || ${pick(textArray(STREETS), sql`(g.i * 7) % ${int(STREETS.length)}`)}
        || ' ' || ${pick(textArray(STREET_TYPES), sql`(g.i / 3) % ${int(STREET_TYPES.length)}`)},
      ${pick(cities, ci)},
      ${pick(states, ci)},
      lpad((1000 + (g.i * 7919) % 98999)::text, 5, '0'),
      ${pick(countries, ci)},
      ${pick(dials, ci)} || ' ' || (200 + (g.i * 13) % 799) || ' ' || lpad(((g.i * 7717) % 10000)::text, 4, '0'),
      'reception.' || g.i || '@' || ${pick(prefixSlugs, pi)} || '-' || ${pick(kindSlugs, ki)} || '.example.com',
      ${JSON.stringify(DEFAULT_WEEK_HOURS)}::jsonb,
      g.at, g.at
    from (
      select i,
             i % ${int(P)} as pi,
             i % ${int(C)} as ci,
             i % ${int(K)} as ki,
             i / ${int(P * C * K)} as n,
             now() - make_interval(days => ((i * 7919) % 1460)::int, secs => ((i * 104729) % 86400)::float8) as at
      from generate_series(0::bigint, ${int(count - 1)}) as i
    ) g`);
}

export async function generateCategories(database: Database): Promise<void> {
  await database.rows(sql`
    insert into medicament_categories (name, description)
    select * from unnest(${textArray(CATEGORIES.map((c) => c[0]))}, ${textArray(CATEGORIES.map((c) => c[1]))})`);
}
