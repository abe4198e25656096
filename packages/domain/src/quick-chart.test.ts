import { describe, expect, it } from 'vitest';
import {
  parseQuickChart,
  QUICK_CHART_MESSAGES,
  type QuickChartOptions,
  type QuickChartService,
} from './quick-chart.js';
import type { NumberingSystem } from './teeth.js';

const SERVICES: QuickChartService[] = [
  { id: 1, code: 'FIL-01', name: 'Filling', price: '120.00', chartAs: 'Filled' },
  { id: 2, code: 'CRN-01', name: 'Crown', price: '500.00', chartAs: 'Crown' },
  { id: 3, code: 'RCT-01', name: 'Root Canal', price: '300.00', chartAs: 'Root Canal' },
  { id: 4, code: 'SEA-01', name: 'Sealant', price: '75.00', chartAs: 'Sealant' },
  { id: 5, code: 'CLN-01', name: 'Cleaning', price: '80.00', chartAs: null },
  { id: 6, code: 'CON-01', name: 'Consultation', price: '50.00', chartAs: null },
];

const parse = (input: string, numbering: NumberingSystem = 'fdi', more: Partial<QuickChartOptions> = {}) =>
  parseQuickChart(input, { numbering, services: SERVICES, ...more });

const command = (input: string, numbering: NumberingSystem = 'fdi', more: Partial<QuickChartOptions> = {}) => {
  const result = parse(input, numbering, more);
  if (!result.ok) throw new Error(`${input}: ${result.message} ${JSON.stringify(result.params)}`);
  return result.command;
};

describe('quick chart: the tooth in the clinic’s numbering', () => {
  it.each([
    ['fdi', '36 MO fil'],
    ['universal', '19 MO fil'],
    ['palmer', 'LL6 MO fil'],
    ['palmer', 'll6 mo fil'],
  ] as const)('%s: “%s” is a planned MO filling on the lower left first molar', (numbering, line) => {
    expect(command(line, numbering)).toEqual({
      teeth: ['19'],
      surfaces: ['M', 'O'],
      kind: 'Planned',
      service: SERVICES[0],
      condition: null,
    });
  });

  it('reads several teeth with commas, and primary teeth', () => {
    expect(command('36,37 O seal').teeth).toEqual(['19', '18']);
    expect(command('75 O seal').teeth).toEqual(['K']);
    expect(command('ULE O seal', 'palmer').teeth).toEqual(['J']);
  });

  it('names a tooth that is not one in this numbering', () => {
    expect(parse('19 MO fil')).toEqual({
      ok: false,
      message: QUICK_CHART_MESSAGES.unknownTooth,
      params: { tooth: '19', numbering: 'fdi' },
    });
    expect(parse('36 MO fil', 'universal').ok).toBe(false);
    expect(parse('36,99 O seal').ok).toBe(false);
  });

  it('charts on the teeth selected on the chart when the line names none', () => {
    expect(command('MO fil', 'fdi', { selected: ['19', '30'] }).teeth).toEqual(['19', '30']);
    expect(parse('MO fil')).toMatchObject({ ok: false, message: QUICK_CHART_MESSAGES.noTooth });
    // A tooth on the line wins over the selection.
    expect(command('46 O fil', 'fdi', { selected: ['19'] }).teeth).toEqual(['30']);
  });
});

describe('quick chart: surfaces', () => {
  it('takes the letters a tooth has, in any case', () => {
    expect(command('11 mif fil').surfaces).toEqual(['M', 'I', 'F']);
    expect(command('36 DOB fil').surfaces).toEqual(['D', 'O', 'B']);
  });

  it('refuses a surface the tooth does not have, naming it in the clinic’s numbering', () => {
    expect(parse('36 I fil', 'fdi', { label: () => '36' })).toEqual({
      ok: false,
      message: QUICK_CHART_MESSAGES.foreignSurface,
      params: { tooth: '36', surfaces: 'I' },
    });
    expect(parse('11 O fil')).toMatchObject({ ok: false, params: { surfaces: 'O' } });
    // Every tooth of the line is checked.
    expect(parse('36,11 O fil')).toMatchObject({ ok: false, params: { tooth: '8', surfaces: 'O' } });
    expect(parse('36 MM fil')).toMatchObject({ ok: false, message: QUICK_CHART_MESSAGES.repeatedSurface });
  });

  it('charts whole-tooth work without surfaces and refuses surfaces on it', () => {
    expect(command('36 crown')).toMatchObject({ surfaces: [], service: SERVICES[1], kind: 'Planned' });
    expect(command('36 canal')).toMatchObject({ surfaces: [], service: SERVICES[2] });
    expect(parse('36 MO crown')).toEqual({
      ok: false,
      message: QUICK_CHART_MESSAGES.wholeTooth,
      params: { what: 'Crown' },
    });
    expect(parse('36 O missing')).toMatchObject({ ok: false, params: { what: 'Missing' } });
  });
});

describe('quick chart: what is charted, and its kind', () => {
  it('finds a service by code or by name, by prefix and in any case', () => {
    expect(command('36 O FIL-01').service?.id).toBe(1);
    expect(command('36 O fil-').service?.id).toBe(1);
    expect(command('36 rct').service?.id).toBe(3);
    expect(command('36 root canal').service?.id).toBe(3);
  });

  it('charts a bare condition as a Condition', () => {
    expect(command('36 O decay')).toEqual({
      teeth: ['19'],
      surfaces: ['O'],
      kind: 'Condition',
      service: null,
      condition: 'Decayed',
    });
    expect(command('36 fract')).toMatchObject({ kind: 'Condition', condition: 'Fractured', surfaces: [] });
    expect(command('36 miss')).toMatchObject({ kind: 'Condition', condition: 'Missing' });
  });

  it('takes the kind from a leading c, e, x or p', () => {
    expect(command('c 36 MO fil').kind).toBe('Completed');
    expect(command('e 36 crown').kind).toBe('Existing');
    expect(command('p 36 O decay').kind).toBe('Planned');
    // x: a finding; the condition is preferred over the service of the same name.
    expect(command('x 36 O fil')).toMatchObject({ kind: 'Condition', condition: 'Filled', service: null });
    expect(command('c MO fil', 'fdi', { selected: ['19'] })).toMatchObject({ kind: 'Completed', teeth: ['19'] });
  });

  it('reads a leading C or E as a Universal primary tooth when the line reads well so', () => {
    expect(command('C F seal', 'universal')).toMatchObject({ teeth: ['C'], surfaces: ['F'], kind: 'Planned' });
    expect(command('c 19 O seal', 'universal')).toMatchObject({ teeth: ['19'], kind: 'Completed' });
  });

  it('says what is wrong: nothing typed, nothing to chart, an unknown code, an ambiguous prefix', () => {
    expect(parse('')).toMatchObject({ ok: false, message: QUICK_CHART_MESSAGES.empty });
    expect(parse('36')).toMatchObject({ ok: false, message: QUICK_CHART_MESSAGES.noWhat });
    expect(parse('36 MO XYZ-99')).toEqual({
      ok: false,
      message: QUICK_CHART_MESSAGES.unknownWhat,
      params: { what: 'XYZ-99' },
    });
    expect(parse('36 c')).toEqual({
      ok: false,
      message: QUICK_CHART_MESSAGES.ambiguous,
      params: { what: 'c', choices: 'Crown, Cleaning, Consultation' },
    });
  });
});
