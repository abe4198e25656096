import { type LoginInput, loginProblems } from '@chairside/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * The sign-in form's checks without zod (the login page's budget): `loginProblems` gives the
 * words of the server's `loginSchema`, and the username is sent trimmed as the schema would.
 */
export const loginResolver: Resolver<LoginInput> = async (values) => {
  const errors: FieldErrors<LoginInput> = {};
  for (const [field, message] of Object.entries(loginProblems(values)))
    errors[field as keyof LoginInput] = { type: 'validate', message };
  return Object.keys(errors).length
    ? { values: {}, errors }
    : { values: { ...values, username: values.username.trim() }, errors: {} };
};
