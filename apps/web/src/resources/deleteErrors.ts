import { ApiError } from '../api/client';
import { GENERIC_ERROR } from './errors';

export const IN_USE = 'This item is still used by other records and cannot be deleted.';

/** What to tell the user when a delete fails: in use (409), already gone (404), or the generic message. */
export function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return error.problem.detail ?? IN_USE;
  if (error instanceof ApiError && error.status === 403 && error.problem.detail) return error.problem.detail;
  return GENERIC_ERROR;
}
