import type { Problem } from '@chairside/domain';
import { saveBlob } from '../resources/download';
import { takeEarly } from './early';
import { type Query, withQuery } from './query';

/** An API failure, carrying the server's problem+json body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail ?? problem.title);
  }
  /** Field messages keyed by path (`name`, `workingHours.Monday.close`). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.problem.errors ?? []) if (!(e.path in out)) out[e.path] = e.message;
    return out;
  }
}

/** Called on every 401 so the app can send the user to the login page. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(fn: (() => void) | null): void {
  onUnauthorized = fn;
}

/** Calls the API: a body is sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  query?: Query,
  headers: Record<string, string> = {},
): Promise<T> {
  const form = body instanceof FormData;
  const url = withQuery(`/api${path}`, query);
  const asked = method === 'GET' && Object.keys(headers).length === 0 ? takeEarly(url) : undefined;
  const res = await (asked ??
    fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || form ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    }));
  if (res.status === 204) return undefined as T;
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  const data: unknown = isJson ? await res.json() : await res.text();
  if (!res.ok) {
    const problem: Problem =
      isJson && data && typeof data === 'object' && 'title' in data
        ? (data as Problem)
        : { type: 'about:blank', title: res.statusText || 'Error', status: res.status };
    if (res.status === 401 && !path.startsWith('/auth/')) onUnauthorized?.();
    throw new ApiError(res.status, problem);
  }
  return data as T;
}

export const get = <T>(path: string, query?: Query) => api<T>('GET', path, undefined, query);
export const post = <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
  api<T>('POST', path, body ?? {}, undefined, headers);
export const put = <T>(path: string, body: unknown) => api<T>('PUT', path, body);
export const patch = <T>(path: string, body: unknown) => api<T>('PATCH', path, body);
export const del = <T = void>(path: string) => api<T>('DELETE', path);
export const postForm = <T>(path: string, form: FormData) => api<T>('POST', path, form);

/** Download a file the server generates (export, PDF) without leaving the page. */
export async function download(path: string, query?: Query): Promise<void> {
  const res = await fetch(withQuery(`/api${path}`, query), { credentials: 'same-origin' });
  if (!res.ok) {
    const problem = (await res.json().catch(() => null)) as Problem | null;
    throw new ApiError(res.status, problem ?? { type: 'about:blank', title: res.statusText, status: res.status });
  }
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  saveBlob(/filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'download', blob);
}
