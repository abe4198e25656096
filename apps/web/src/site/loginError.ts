import { AUTH_MESSAGES } from '@chairside/domain';
import { ApiError } from '../api/client';
import { errorMessage } from '../api/errors';

/** What to tell someone whose sign-in failed, in the server's words where it gave them. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const detail = error.problem.detail;
  switch (error.status) {
    case 401:
      return detail ?? AUTH_MESSAGES.loginFailed;
    case 403:
      return detail ?? AUTH_MESSAGES.inactive;
    case 429:
      return detail ?? AUTH_MESSAGES.tooManyAttempts;
    case 400:
    case 422:
      return AUTH_MESSAGES.loginFailed;
    default:
      return errorMessage(error);
  }
}
