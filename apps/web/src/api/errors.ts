import { MESSAGES } from '@chairside/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './client';

/** The message to show for a failed request: the server's own words when it gave some. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.genericError): string {
  if (error instanceof ApiError) return error.problem.detail ?? error.problem.errors?.[0]?.message ?? fallback;
  if (error instanceof TypeError) return 'The server cannot be reached. Check your connection and try again.';
  return fallback;
}

/**
 * Puts the server's field messages (422) on the matching form fields.
 * `prefix` strips a leading path (`system.` for the system settings form).
 * Returns true when at least one field got a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  prefix = '',
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fieldErrors())) {
    const name = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
