import { IDEMPOTENCY_HEADER } from '@chairside/domain';
import { useRef } from 'react';

/** 128 random bits as hex: `crypto.randomUUID` needs HTTPS, and a clinic's server may be plain HTTP on its network. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKeys {
  /** The headers of a create with this body: the previous key while the body is the same and unanswered. */
  headersFor(body: unknown): Record<string, string>;
  /** The create succeeded: the next submission is a new record, with a new key. */
  done(): void;
}

/**
 * The `Idempotency-Key`s of a form's creates: one per submission. The same body
 * sent again before an answer (a double-click, a retry after a timeout) carries
 * the same key, so the server creates one record; a changed body, or a
 * submission after a success, takes a new one.
 */
export function submissionKeys(): SubmissionKeys {
  let last: { body: string; key: string } | null = null;
  return {
    headersFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return { [IDEMPOTENCY_HEADER]: last.key };
    },
    done() {
      last = null;
    },
  };
}

/** A form's submission keys, kept for as long as the form is open. */
export function useSubmissionKey(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null);
  keys.current ??= submissionKeys();
  return keys.current;
}
