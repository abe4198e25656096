import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS, ROLES, type Role } from './permissions.js';

describe('can', () => {
  it('null permission means any signed-in role, never no role', () => {
    for (const role of ROLES) expect(can(role, null)).toBe(true);
    expect(can(null, null)).toBe(false);
    expect(can(undefined, null)).toBe(false);
  });

  it('no role has no permission', () => {
    for (const p of PERMISSIONS) {
      expect(can(null, p)).toBe(false);
      expect(can(undefined, p)).toBe(false);
    }
    expect(permissionsOf(null)).toEqual([]);
  });

  it('Admin has every permission', () => {
    for (const p of PERMISSIONS) expect(can('Admin', p)).toBe(true);
  });

  it('only Admin manages users and settings', () => {
    for (const role of ROLES) {
      expect(can(role, 'users.manage')).toBe(role === 'Admin');
      expect(can(role, 'settings.manage')).toBe(role === 'Admin');
    }
  });

  it.each<[Role, string, boolean]>([
    ['Dentist', 'patients.edit', true],
    ['Dentist', 'chart.edit', true],
    ['Assistant', 'chart.edit', true],
    ['Receptionist', 'chart.edit', false],
    ['Accountant', 'chart.edit', false],
    ['Dentist', 'billing.edit', false],
    ['Dentist', 'inventory.manage', false],
    ['Assistant', 'inventory.manage', true],
    ['Assistant', 'billing.view', false],
    ['Receptionist', 'billing.edit', true],
    ['Receptionist', 'inventory.manage', false],
    ['Accountant', 'inventory.manage', true],
    ['Accountant', 'patients.edit', false],
    ['Accountant', 'staff.manage', false],
    ['Dentist', 'prescriptions.write', true],
    ['Assistant', 'prescriptions.write', false],
    ['Receptionist', 'prescriptions.write', false],
    ['Accountant', 'prescriptions.write', false],
  ])('%s → %s: %s', (role, permission, expected) => {
    expect(can(role, permission as (typeof PERMISSIONS)[number])).toBe(expected);
  });

  it('the table names only known permissions, once each', () => {
    for (const role of ROLES) {
      const list = ROLE_PERMISSIONS[role];
      expect(new Set(list).size).toBe(list.length);
      for (const p of list) expect(PERMISSIONS).toContain(p);
      expect(permissionsOf(role)).toBe(list);
    }
  });
});
