/**
 * The names the demo's patients are drawn from. The bench's patient generator
 * (bench/data/patients.ts) starts from the same lists and adds to them.
 */
export const FIRST_NAMES = {
  Female: ['Amina', 'Sofia', 'Chloé', 'Maya', 'Grace', 'Yasmin', 'Elena', 'Nora', 'Hana', 'Olivia', 'Lucía', 'Inès'],
  Male: ['Omar', 'Lucas', 'Daniel', 'Karim', 'Mateo', 'James', 'Youssef', 'Hugo', 'Samuel', 'Adam', 'Diego', 'Ethan'],
  Other: ['Alex', 'Sam', 'Robin', 'Charlie'],
} as const;

export const SURNAMES = [
  'Haddad',
  'Martin',
  'García',
  'Nguyen',
  'Okafor',
  'Rossi',
  'Benali',
  'Schmidt',
  'Kowalski',
  'Dubois',
  'Moreau',
  'Silva',
  'Cohen',
  'Park',
  'Murphy',
  'Fernández',
] as const;

export const ALLERGIES = ['Penicillin', 'Latex', 'Lidocaine', 'Ibuprofen', 'Chlorhexidine', 'Nickel'] as const;
