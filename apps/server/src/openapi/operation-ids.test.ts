import { RESOURCES } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { operationIdOf, resourceOperationIds, singular } from './operation-ids.js';

describe('singular', () => {
  it('turns the plural route segments of the record types into one record', () => {
    expect(singular('patients')).toBe('patient');
    expect(singular('policies')).toBe('policy');
    expect(singular('diagnoses')).toBe('diagnosis');
    expect(singular('expenses')).toBe('expense');
    expect(singular('addresses')).toBe('address');
    expect(singular('staff')).toBe('staff');
    expect(singular('equipment')).toBe('equipment');
  });
});

describe('operationIdOf', () => {
  it('is the method and the words of the path, a segment before a parameter in the singular', () => {
    expect(operationIdOf('POST', '/api/invoices/:id/issue')).toBe('postInvoiceIssue');
    expect(operationIdOf('GET', '/api/auth/me')).toBe('getAuthMe');
    expect(operationIdOf('GET', '/api/appointments/{id}/status-history')).toBe('getAppointmentStatusHistory');
    expect(operationIdOf('PUT', '/api/settings')).toBe('putSettings');
  });
});

describe('resourceOperationIds', () => {
  it('names the generated routes of a record type from its route segment', () => {
    const ids = resourceOperationIds({ name: 'treatment-plan-items' });
    expect(ids.list).toBe('listTreatmentPlanItems');
    expect(ids.get).toBe('getTreatmentPlanItem');
    expect(ids.create).toBe('createTreatmentPlanItem');
    expect(ids.update).toBe('updateTreatmentPlanItem');
  });

  it('gives no two routes of all record types the same id', () => {
    const all = RESOURCES.flatMap((def) => Object.values(resourceOperationIds(def)));
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
  });
});
