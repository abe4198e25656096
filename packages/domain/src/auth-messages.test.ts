import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth.js';
import { AUTH_MESSAGES, type LoginInput, loginProblems } from './auth-messages.js';

/** The server's zod schema's problems, per field, for the same input. */
function schemaProblems(input: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const parsed = loginSchema.safeParse(input);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof LoginInput, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    problems[field] ??= issue.message;
  }
  return problems;
}

describe('loginProblems (the login page) and loginSchema (the server)', () => {
  const cases: [string, LoginInput][] = [
    ['empty', { username: '', password: '' }],
    ['blank username', { username: '   ', password: 'secret' }],
    ['no password', { username: 'admin', password: '' }],
    ['a password of spaces', { username: 'admin', password: '   ' }],
    ['username at its limit', { username: 'u'.repeat(64), password: 'p' }],
    ['username one over, spaces around', { username: ` ${'u'.repeat(65)} `, password: 'p' }],
    ['password at its limit', { username: 'admin', password: 'p'.repeat(1024) }],
    ['password one over', { username: 'admin', password: 'p'.repeat(1025) }],
    ['valid', { username: ' admin ', password: 'correct horse' }],
  ];
  it.each(cases)('agree on %s', (_name, input) => {
    expect(loginProblems(input)).toEqual(schemaProblems(input));
  });

  it('names what is missing', () => {
    expect(loginProblems({ username: '', password: '' })).toEqual({
      username: AUTH_MESSAGES.usernameRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });
});
