import type { AnyResource } from '@chairside/domain';
import type { ApiError } from '../api/client';
import { normalizePath } from './errors';
import { isFormField } from './sections';

export interface ServerFieldError {
  /** Dotted path (`workingHours.Monday.close`). */
  path: string;
  /** The form field the path belongs to, when the form shows it. */
  field?: string;
  message: string;
}

/** A validation problem's messages, each tied to the form field its path starts with (if the form shows that field). */
export function serverFieldErrors(def: AnyResource, error: ApiError): ServerFieldError[] {
  return (error.problem.errors ?? []).map(({ path, message }) => {
    const dotted = normalizePath(path);
    const top = dotted.split('.')[0] ?? '';
    const field = def.fields[top];
    return { path: dotted, field: field && isFormField(field) ? top : undefined, message };
  });
}
