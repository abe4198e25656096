const HOME = '/dashboard';

/**
 * The in-app path to return to after signing in. Anything that is not a plain
 * same-site path (`//evil.example`, `https:…`, `/\\…`) falls back to the dashboard.
 */
export function safeNext(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME;
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/register')) return HOME;
  return raw;
}

/** The login address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
