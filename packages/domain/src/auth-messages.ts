/**
 * Sign-in words and limits, and the sign-in form's checks, without zod: the login page's
 * JavaScript imports this module (its budget has no room for zod). `loginSchema` in `auth.ts`
 * checks the same on the server; `auth-messages.test.ts` holds the two to the same answers.
 */

/** Passwords are capped so that hashing cannot be used to burn CPU. */
export const PASSWORD_MAX = 1024;
export const PASSWORD_MIN = 8;
export const USERNAME_MAX = 64;

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters`,
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
  loginFailed: 'Login failed. Please check your credentials.',
  loginSuccess: 'Login successful!',
  registerSuccess: 'Registration successful!',
  registerPending: 'An administrator must activate your account before you can sign in.',
  registerFailed: 'Registration failed. Please try a different username.',
  inactive: 'Your account is not active yet. Ask an administrator to activate it.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait and try again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is not correct.',
} as const;

export interface LoginInput {
  username: string;
  password: string;
}

/** The sign-in form's problems, per field, as `loginSchema` words them (none: it may be sent). */
export function loginProblems(input: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const problems: Partial<Record<keyof LoginInput, string>> = {};
  const username = input.username.trim();
  if (!username) problems.username = AUTH_MESSAGES.usernameRequired;
  else if (username.length > USERNAME_MAX) problems.username = AUTH_MESSAGES.usernameTooLong;
  if (!input.password) problems.password = AUTH_MESSAGES.passwordRequired;
  else if (input.password.length > PASSWORD_MAX) problems.password = AUTH_MESSAGES.passwordTooLong;
  return problems;
}
