import { ApiError } from '../api/client';
import { GENERIC_ERROR } from './errors';

export const IN_USE = 'This item is still used by other records and cannot be deleted.';

/**
 * What to tell the user when a delete fails: in use (409), not allowed (403), or
 * the record type's own failure message (`Failed to delete item.`), else the generic one.
 */
export function deleteErrorMessage(error: unknown, failed: string = GENERIC_ERROR): string {
  if (error instanceof ApiError && error.status === 409) return error.problem.detail ?? IN_USE;
  if (error instanceof ApiError && error.status === 403 && error.problem.detail) return error.problem.detail;
  return failed;
}
