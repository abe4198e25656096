import { choice, date, money, reference, textList } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 002 §4. */
export const MEMBERSHIP_PLANS = ['Basic', 'Standard', 'Premium'] as const;
export const MEMBERSHIP_PAYMENT_STATUSES = ['Active', 'Inactive', 'Expired', 'Cancelled'] as const;
/**
 * Spec 002 "Membership" has a `status` beside `paymentStatus` but never lists
 * it: whether the plan is in force. Active on create, Cancelled when chosen;
 * the dates decide the rest (Upcoming before the start, Expired after the end).
 */
export const MEMBERSHIP_STATUSES = ['Active', 'Upcoming', 'Expired', 'Cancelled'] as const;
/** Spec 002 §4: what a new membership offers until the clinic changes it. */
export const DEFAULT_MEMBERSHIP_BENEFITS = [
  'Free Cleanings',
  'Discounted Treatments',
  'Priority Booking',
  'Emergency Support',
] as const;

const after = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a < b;

/** Spec 002 "Membership": a patient's dental plan, its validity and its last payment. */
export const memberships = defineResource({
  ...RESOURCE_CATALOGUE.memberships,
  table: 'memberships',
  titleField: 'membershipPlan',
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true }),
    membershipPlan: choice({ label: 'Plan', required: true, options: MEMBERSHIP_PLANS, default: 'Basic' }),
    paymentStatus: choice({
      label: 'Payment Status',
      required: true,
      options: MEMBERSHIP_PAYMENT_STATUSES,
      default: 'Active',
      colors: { Active: 'success', Inactive: 'default', Expired: 'warning', Cancelled: 'error' },
    }),
    status: choice({
      label: 'Status',
      required: true,
      options: MEMBERSHIP_STATUSES,
      default: 'Active',
      colors: { Active: 'success', Upcoming: 'info', Expired: 'warning', Cancelled: 'error' },
      derived: [
        {
          value: 'Expired',
          when: [
            { field: 'endDate', op: 'lt', today: true },
            { field: 'status', notIn: ['Cancelled'] },
          ],
        },
        {
          value: 'Upcoming',
          when: [
            { field: 'startDate', op: 'gt', today: true },
            { field: 'status', notIn: ['Cancelled'] },
          ],
        },
      ],
    }),
    benefits: textList({
      label: 'Benefits',
      maxItems: 20,
      distinct: true,
      default: DEFAULT_MEMBERSHIP_BENEFITS,
      emptyText: 'No benefits',
    }),
    startDate: date({ label: 'Start Date', required: true }),
    endDate: date({ label: 'End Date', required: true }),
    renewalDate: date({ label: 'Renewal Date' }),
    lastPaymentAmount: money({ label: 'Last Payment Amount' }),
    lastPaymentDate: date({ label: 'Last Payment Date' }),
  },
  rules: [
    {
      path: 'endDate',
      message: 'End date must be on or after the start date',
      when: (v) => after(v.endDate, v.startDate),
    },
    {
      path: 'renewalDate',
      message: 'Renewal date must be on or after the start date',
      when: (v) => after(v.renewalDate, v.startDate),
    },
  ],
  list: {
    createLabel: 'Add Membership',
    removeOne: true,
    columns: ['patient', 'membershipPlan', 'paymentStatus', 'status', 'startDate', 'endDate', 'renewalDate'],
    search: ['patient'],
    filters: ['membershipPlan', 'paymentStatus', 'status', 'patient'],
    sortable: ['membershipPlan', 'paymentStatus', 'status', 'startDate', 'endDate', 'renewalDate'],
    defaultSort: '-startDate',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this membership?',
    empty: 'No memberships found.',
    noneSelected: 'No membership selected.',
  },
  sections: [
    { title: 'Plan', fields: ['patient', 'membershipPlan', 'paymentStatus', 'status', 'benefits'] },
    { title: 'Validity', fields: ['startDate', 'endDate', 'renewalDate'] },
    { title: 'Payment', fields: ['lastPaymentAmount', 'lastPaymentDate'] },
  ],
});
