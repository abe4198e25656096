import { describe, expect, it } from 'vitest';
import {
  ALL_TEETH,
  foreignSurfaces,
  NUMBERING_SYSTEMS,
  surfaceCode,
  surfaceName,
  surfacesOf,
  toothById,
  toothFromLabel,
  toothLabel,
  toothName,
} from './teeth.js';

/** Universal → FDI for every tooth, written out by hand from the two charts. */
const FDI: Record<string, string> = {
  ...Object.fromEntries(
    [
      18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28, 38, 37, 36, 35, 34, 33, 32, 31, 41, 42, 43, 44,
      45, 46, 47, 48,
    ].map((fdi, i) => [String(i + 1), String(fdi)]),
  ),
  ...Object.fromEntries(
    [55, 54, 53, 52, 51, 61, 62, 63, 64, 65, 75, 74, 73, 72, 71, 81, 82, 83, 84, 85].map((fdi, i) => [
      'ABCDEFGHIJKLMNOPQRST'[i],
      String(fdi),
    ]),
  ),
};

describe('tooth numbering', () => {
  it('has 32 permanent and 20 primary teeth with distinct ids', () => {
    expect(ALL_TEETH.filter((t) => t.dentition === 'permanent')).toHaveLength(32);
    expect(ALL_TEETH.filter((t) => t.dentition === 'primary')).toHaveLength(20);
    expect(new Set(ALL_TEETH.map((t) => t.id)).size).toBe(52);
  });

  it.each(Object.entries(FDI))('Universal %s is FDI %s', (id, fdi) => {
    expect(toothLabel(id, 'universal')).toBe(id);
    expect(toothLabel(id, 'fdi')).toBe(fdi);
  });

  it('converts all 52 teeth both ways in the three systems', () => {
    for (const system of NUMBERING_SYSTEMS) {
      const labels = ALL_TEETH.map((t) => toothLabel(t.id, system));
      expect(new Set(labels).size).toBe(52);
      for (const t of ALL_TEETH) expect(toothFromLabel(toothLabel(t.id, system), system)).toBe(t.id);
    }
  });

  it('writes Palmer as quadrant and position', () => {
    expect(toothLabel('1', 'palmer')).toBe('UR8');
    expect(toothLabel('14', 'palmer')).toBe('UL6');
    expect(toothLabel('24', 'palmer')).toBe('LL1');
    expect(toothLabel('30', 'palmer')).toBe('LR6');
    expect(toothLabel('A', 'palmer')).toBe('URE');
    expect(toothLabel('O', 'palmer')).toBe('LLA');
    expect(toothFromLabel('ul 6', 'palmer')).toBe('14');
  });

  it('refuses numbers no tooth has', () => {
    expect(toothFromLabel('33', 'universal')).toBeUndefined();
    expect(toothFromLabel('U', 'universal')).toBeUndefined();
    expect(toothFromLabel('19', 'fdi')).toBeUndefined();
    expect(toothFromLabel('56', 'fdi')).toBeUndefined();
    expect(toothFromLabel('UR9', 'palmer')).toBeUndefined();
  });
});

describe('tooth types and names', () => {
  it.each([
    ['1', 'molar', 'upper right third molar'],
    ['3', 'molar', 'upper right first molar'],
    ['5', 'premolar', 'upper right first premolar'],
    ['6', 'canine', 'upper right canine'],
    ['8', 'incisor', 'upper right central incisor'],
    ['14', 'molar', 'upper left first molar'],
    ['19', 'molar', 'lower left first molar'],
    ['22', 'canine', 'lower left canine'],
    ['26', 'incisor', 'lower right lateral incisor'],
    ['A', 'molar', 'upper right primary second molar'],
    ['C', 'canine', 'upper right primary canine'],
    ['P', 'incisor', 'lower right primary central incisor'],
  ])('tooth %s is a %s: %s', (id, type, name) => {
    expect(toothById(id)?.type).toBe(type);
    expect(toothName(id)).toBe(name);
  });
});

describe('surfaces', () => {
  it('posterior teeth have occlusal and buccal surfaces; anterior teeth incisal and facial', () => {
    expect(surfacesOf('14')).toEqual(['M', 'O', 'D', 'B', 'L']);
    expect(surfacesOf('8')).toEqual(['M', 'I', 'D', 'F', 'L']);
    expect(surfaceName('14', 'O')).toBe('occlusal');
    expect(surfaceName('8', 'I')).toBe('incisal');
    expect(surfaceName('8', 'F')).toBe('facial');
    expect(surfaceName('30', 'B')).toBe('buccal');
  });

  it('calls the inner surface palatal above and lingual below', () => {
    expect(surfaceName('3', 'L')).toBe('palatal');
    expect(surfaceName('30', 'L')).toBe('lingual');
  });

  it('combines surfaces as dentists write them', () => {
    expect(surfaceCode(['D', 'O', 'M'])).toBe('MOD');
    expect(surfaceCode(['O', 'D'])).toBe('DO');
    expect(surfaceCode(['O', 'M'])).toBe('MO');
    expect(surfaceCode(['L', 'O', 'B'])).toBe('OBL');
    expect(surfaceCode(['F', 'I'])).toBe('IF');
    expect(surfaceCode([])).toBe('');
  });

  it('names the surfaces a tooth does not have', () => {
    expect(foreignSurfaces('14', ['O', 'I', 'F'])).toEqual(['I', 'F']);
    expect(foreignSurfaces('8', ['M', 'I'])).toEqual([]);
  });
});
