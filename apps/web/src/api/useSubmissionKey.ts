import { IDEMPOTENCY_HEADER } from '@chairside/domain';
import { useRef } from 'react';

/** 128 random bits as hex: `crypto.randomUUID` needs HTTPS, and a clinic's server may be plain HTTP on its network. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of a form's create: one per submission. The same body
 * sent again before an answer (a double-click, a retry after a timeout) carries
 * the same key, so the server creates one record; a changed body, or a
 * submission after a success, takes a new one.
 */
export function useSubmissionKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    headersFor(body: unknown): Record<string, string> {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newKey() };
      return { [IDEMPOTENCY_HEADER]: last.current.key };
    },
    done() {
      last.current = null;
    },
  };
}
