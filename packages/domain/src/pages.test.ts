import { describe, expect, it } from 'vitest';
import { pageHtmlFor } from './pages.js';

describe('the HTML file each address of the web app is served', () => {
  it.each([
    ['/', 'public'],
    ['/login', 'public'],
    ['/register', 'public'],
    ['/send-message', 'public'],
    ['/book-appointment', 'public'],
    ['/book-appointment/2026-12-01', 'public'],
    ['/blog/caring-for-your-gums', 'public'],
    ['/newsletter/confirm', 'public'],
    ['/dashboard', 'dashboard'],
    ['/patients', 'admin'],
    ['/appointments/12', 'admin'],
    ['/book-appointments', 'admin'],
    ['/login/else', 'admin'],
  ] as const)('%s is served the %s page', (path, html) => {
    expect(pageHtmlFor(path, true)).toBe(html);
  });

  it.each(['/dashboard', '/patients', '/appointments/12', '/login', '/'])(
    '%s is served the public page to a visitor with no session (they go on to the login page)',
    (path) => {
      expect(pageHtmlFor(path, false)).toBe('public');
    },
  );
});
