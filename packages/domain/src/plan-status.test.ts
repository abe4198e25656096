import { describe, expect, it } from 'vitest';
import { feeShares } from './invoice-totals.js';
import { planStatus } from './plan-status.js';

describe('a treatment plan’s status', () => {
  it('follows its procedures: presented, accepted, in progress, completed', () => {
    expect(planStatus([{ kind: 'Planned', acceptance: 'Proposed' }])).toBe('Presented');
    expect(
      planStatus([
        { kind: 'Planned', acceptance: 'Accepted' },
        { kind: 'Planned', acceptance: 'Proposed' },
      ]),
    ).toBe('Accepted');
    expect(
      planStatus([
        { kind: 'Completed', acceptance: 'Accepted' },
        { kind: 'Planned', acceptance: 'Accepted' },
      ]),
    ).toBe('In Progress');
    // Every accepted procedure done: completed, whatever was declined.
    expect(
      planStatus([
        { kind: 'Completed', acceptance: 'Accepted' },
        { kind: 'Planned', acceptance: 'Declined' },
      ]),
    ).toBe('Completed');
  });
  it('is Declined when the patient declined everything, and keeps Cancelled and a plan without procedures', () => {
    expect(planStatus([{ kind: 'Planned', acceptance: 'Declined' }])).toBe('Declined');
    expect(planStatus([{ kind: 'Completed', acceptance: 'Accepted' }], 'Cancelled')).toBe('Cancelled');
    expect(planStatus([], 'In Progress')).toBe('In Progress');
  });
});

describe('insurance estimate and patient share', () => {
  it('split a fee at the policy’s coverage, rounded half-up once, and add up to the fee', () => {
    expect(feeShares(64_000, 80)).toEqual({ insurance: 51_200, patient: 12_800 });
    expect(feeShares(12_345, 33.33)).toEqual({ insurance: 4115, patient: 8230 });
    expect(feeShares(999, 50)).toEqual({ insurance: 500, patient: 499 });
    expect(feeShares(50_000, 0)).toEqual({ insurance: 0, patient: 50_000 });
  });
});
