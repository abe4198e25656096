import { date, integer, reference, rows, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

type Entry = Readonly<Record<string, unknown>>;
const total = (entries: unknown, key: string): number =>
  Array.isArray(entries)
    ? (entries as Entry[]).reduce((sum, e) => sum + (typeof e[key] === 'number' ? (e[key] as number) : 0), 0)
    : 0;

/** Points a patient holds: everything earned minus everything redeemed. */
export const loyaltyBalance = (values: Entry): number =>
  total(values.earned, 'points') - total(values.redeemed, 'points');

/**
 * Spec 002 "Loyalty": one account per patient, with what earned points
 * (activity, points, date) and what was redeemed (reward, points, date).
 * The balance is the server's arithmetic, never typed.
 */
export const loyaltyAccounts = defineResource({
  ...RESOURCE_CATALOGUE.loyaltyAccounts,
  table: 'loyalty_accounts',
  titleField: 'patient',
  fields: {
    patient: reference({
      label: 'Patient',
      resource: 'patients',
      required: true,
      unique: true,
      uniqueMessage: 'This patient already has a loyalty account',
    }),
    points: integer({ label: 'Balance', readOnly: true }),
    earned: rows({
      label: 'Earned From',
      itemLabel: 'Activity',
      maxItems: 200,
      fields: {
        activity: text({ label: 'Activity', required: true, max: 120 }),
        points: integer({ label: 'Points', required: true, min: 1, max: 100000 }),
        date: date({ label: 'Date', required: true }),
      },
    }),
    redeemed: rows({
      label: 'Redeemed Rewards',
      itemLabel: 'Reward',
      maxItems: 200,
      emptyText: 'No rewards redeemed',
      fields: {
        reward: text({ label: 'Reward', required: true, max: 120 }),
        points: integer({ label: 'Points', required: true, min: 1, max: 100000 }),
        date: date({ label: 'Date', required: true }),
      },
    }),
  },
  derive: (v) => ({ points: loyaltyBalance(v) }),
  rules: [
    {
      path: 'redeemed',
      message: 'Cannot redeem more points than the patient has earned',
      when: (v) => loyaltyBalance(v) < 0,
    },
  ],
  list: {
    columns: ['patient', 'points', 'earned', 'redeemed'],
    search: ['patient'],
    filters: ['patient'],
    sortable: ['points'],
    defaultSort: '-points',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this loyalty record?',
    empty: 'No loyalty accounts found.',
    noneSelected: 'No loyalty account selected.',
  },
  summary: {
    tiles: [{ label: 'Accounts' }, { label: 'Points Held', sum: 'points' }],
    charts: [],
  },
});
