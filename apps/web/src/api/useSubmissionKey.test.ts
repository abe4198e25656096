import { IDEMPOTENCY_HEADER } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { submissionKeys } from './useSubmissionKey';

describe('submission keys', () => {
  it('send the same key for the same body until it is answered, and a new one after', () => {
    const keys = submissionKeys();
    const first = keys.headersFor({ amount: '10.00' })[IDEMPOTENCY_HEADER];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // A double-click or a retry after a timeout: one record.
    expect(keys.headersFor({ amount: '10.00' })[IDEMPOTENCY_HEADER]).toBe(first);
    keys.done();
    // The next payment of the same amount is another payment.
    expect(keys.headersFor({ amount: '10.00' })[IDEMPOTENCY_HEADER]).not.toBe(first);
  });

  it('take a new key when the body changes before an answer', () => {
    const keys = submissionKeys();
    const first = keys.headersFor({ amount: '10.00' })[IDEMPOTENCY_HEADER];
    expect(keys.headersFor({ amount: '12.00' })[IDEMPOTENCY_HEADER]).not.toBe(first);
  });
});
