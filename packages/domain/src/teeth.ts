/**
 * The tooth model of the dental chart: one canonical id per tooth, whatever
 * numbering the clinic reads. The id is the Universal designation (`1`–`32`
 * for permanent teeth, `A`–`T` for primary teeth), so it never changes when
 * Settings → Localisation switches the display between Universal, FDI and
 * Palmer.
 */

export const NUMBERING_SYSTEMS = ['universal', 'fdi', 'palmer'] as const;
export type NumberingSystem = (typeof NUMBERING_SYSTEMS)[number];
export const NUMBERING_LABELS: Record<NumberingSystem, string> = {
  universal: 'Universal',
  fdi: 'FDI',
  palmer: 'Palmer',
};

export type Dentition = 'permanent' | 'primary';
export type Arch = 'upper' | 'lower';
export type Side = 'right' | 'left';
export type ToothType = 'molar' | 'premolar' | 'canine' | 'incisor';

export interface Tooth {
  /** Canonical id: Universal `1`–`32` or `A`–`T`. */
  id: string;
  dentition: Dentition;
  arch: Arch;
  /** The patient's side. */
  side: Side;
  /** FDI quadrant of the permanent dentition: 1 upper right, 2 upper left, 3 lower left, 4 lower right. */
  quadrant: 1 | 2 | 3 | 4;
  /** From the midline: 1 central incisor … 8 third molar (primary: 1 … 5). */
  position: number;
  type: ToothType;
}

const PERMANENT_TYPES: readonly ToothType[] = [
  'incisor',
  'incisor',
  'canine',
  'premolar',
  'premolar',
  'molar',
  'molar',
  'molar',
];
const PRIMARY_TYPES: readonly ToothType[] = ['incisor', 'incisor', 'canine', 'molar', 'molar'];
const PRIMARY_LETTERS = 'ABCDEFGHIJKLMNOPQRST';

/** Quadrants in Universal order: upper right → upper left → lower left → lower right (the dentist's view, clockwise). */
const QUADRANTS = [
  { quadrant: 1, arch: 'upper', side: 'right', fromMidline: false },
  { quadrant: 2, arch: 'upper', side: 'left', fromMidline: true },
  { quadrant: 3, arch: 'lower', side: 'left', fromMidline: false },
  { quadrant: 4, arch: 'lower', side: 'right', fromMidline: true },
] as const;

function buildTeeth(dentition: Dentition): Tooth[] {
  const perQuadrant = dentition === 'permanent' ? 8 : 5;
  const types = dentition === 'permanent' ? PERMANENT_TYPES : PRIMARY_TYPES;
  return QUADRANTS.flatMap((q, qi) =>
    Array.from({ length: perQuadrant }, (_, i) => {
      const n = qi * perQuadrant + i;
      const position = q.fromMidline ? i + 1 : perQuadrant - i;
      return {
        id: dentition === 'permanent' ? String(n + 1) : (PRIMARY_LETTERS[n] ?? ''),
        dentition,
        arch: q.arch,
        side: q.side,
        quadrant: q.quadrant,
        position,
        type: types[position - 1] ?? 'molar',
      };
    }),
  );
}

/** The 32 permanent teeth in Universal order (1 upper right third molar … 32 lower right third molar). */
export const PERMANENT_TEETH: readonly Tooth[] = buildTeeth('permanent');
/** The 20 primary teeth in Universal order (A upper right second molar … T lower right second molar). */
export const PRIMARY_TEETH: readonly Tooth[] = buildTeeth('primary');
export const ALL_TEETH: readonly Tooth[] = [...PERMANENT_TEETH, ...PRIMARY_TEETH];
export const TOOTH_IDS: readonly string[] = ALL_TEETH.map((t) => t.id);

const BY_ID = new Map(ALL_TEETH.map((t) => [t.id, t]));

export function toothById(id: string): Tooth | undefined {
  return BY_ID.get(id);
}

const PALMER_QUADRANT: Record<Tooth['quadrant'], string> = { 1: 'UR', 2: 'UL', 3: 'LL', 4: 'LR' };

/** The tooth's number in a numbering system: `14`, FDI `26`, Palmer `UL6`; primary `J`, `65`, `ULE`. */
export function toothLabel(id: string, system: NumberingSystem): string {
  const t = BY_ID.get(id);
  if (!t) return id;
  if (system === 'universal') return t.id;
  if (system === 'fdi') return `${t.quadrant + (t.dentition === 'primary' ? 4 : 0)}${t.position}`;
  const mark = t.dentition === 'primary' ? 'ABCDE'[t.position - 1] : String(t.position);
  return `${PALMER_QUADRANT[t.quadrant]}${mark}`;
}

/** The canonical id of a tooth written in a numbering system (any case, spaces ignored), or undefined. */
export function toothFromLabel(label: string, system: NumberingSystem): string | undefined {
  const wanted = label.replace(/\s+/g, '').toUpperCase();
  return ALL_TEETH.find((t) => toothLabel(t.id, system).toUpperCase() === wanted)?.id;
}

const ORDINALS: Record<ToothType, readonly string[]> = {
  incisor: ['central incisor', 'lateral incisor'],
  canine: ['canine'],
  premolar: ['first premolar', 'second premolar'],
  molar: ['first molar', 'second molar', 'third molar'],
};
const FIRST_POSITION: Record<Dentition, Record<ToothType, number>> = {
  permanent: { incisor: 1, canine: 3, premolar: 4, molar: 6 },
  primary: { incisor: 1, canine: 3, premolar: 4, molar: 4 },
};

/** The tooth in words, in parts a translation can reorder: `{ where: 'upper left', which: 'first molar' }`. */
export function toothNameParts(id: string): { where: string; which: string; primary: boolean } {
  const t = BY_ID.get(id);
  if (!t) return { where: '', which: id, primary: false };
  const which = ORDINALS[t.type][t.position - FIRST_POSITION[t.dentition][t.type]] ?? t.type;
  return { where: `${t.arch} ${t.side}`, which, primary: t.dentition === 'primary' };
}

/** The tooth in words: `upper left first molar`, `lower right primary canine`. */
export function toothName(id: string): string {
  const { where, which, primary } = toothNameParts(id);
  return [where, primary ? 'primary' : '', which].filter(Boolean).join(' ');
}

/** Incisors and canines: their biting edge is incisal and their outer face facial. */
export const isAnterior = (t: Tooth): boolean => t.type === 'incisor' || t.type === 'canine';

/**
 * Surfaces as dentists write them: mesial, distal, occlusal (posterior) or
 * incisal (anterior), buccal (posterior) or facial (anterior), lingual
 * (lower) or palatal (upper; written L all the same).
 */
export const SURFACE_CODES = ['M', 'O', 'I', 'D', 'B', 'F', 'L'] as const;
export type SurfaceCode = (typeof SURFACE_CODES)[number];

/** The five surfaces a tooth has, in the order they are written (mesial, biting, distal, outer, inner). */
export function surfacesOf(id: string): readonly SurfaceCode[] {
  const t = BY_ID.get(id);
  if (!t) return [];
  return isAnterior(t) ? ['M', 'I', 'D', 'F', 'L'] : ['M', 'O', 'D', 'B', 'L'];
}

/** A surface of a tooth in words: `occlusal`, `incisal`, `palatal`… */
export function surfaceName(id: string, code: SurfaceCode): string {
  const t = BY_ID.get(id);
  switch (code) {
    case 'M':
      return 'mesial';
    case 'D':
      return 'distal';
    case 'O':
      return 'occlusal';
    case 'I':
      return 'incisal';
    case 'B':
      return 'buccal';
    case 'F':
      return 'facial';
    case 'L':
      return t?.arch === 'upper' ? 'palatal' : 'lingual';
  }
}

/**
 * Surfaces combined as dentists write them: mesial, biting surface, distal
 * (`MOD`, `MO`), or distal first when there is no mesial (`DO`), then the
 * outer and inner faces (`MODB`, `IF`).
 */
export function surfaceCode(surfaces: readonly string[]): string {
  const has = (c: SurfaceCode) => surfaces.includes(c);
  const proximal = has('M') ? ['M', 'O', 'I', 'D'] : ['D', 'O', 'I'];
  const order = [...proximal, 'B', 'F', 'L'] as SurfaceCode[];
  return order.filter(has).join('');
}

/** Surfaces that tooth does not have (`I` on a molar), for the 422 naming them. */
export function foreignSurfaces(id: string, surfaces: readonly string[]): string[] {
  const own = surfacesOf(id) as readonly string[];
  return surfaces.filter((s) => !own.includes(s));
}
