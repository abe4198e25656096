import { type LoginInput, loginProblems } from '@chairside/domain';
import { useRef, useState } from 'react';

type Problems = Partial<Record<keyof LoginInput, string>>;

/**
 * The sign-in form's values and checks, as small as the login page's budget asks (no form library,
 * no zod): `loginProblems` gives the words of the server's `loginSchema`. Problems show once the
 * form was submitted, then follow each change; the first field with a problem gets the focus.
 */
export function useLoginForm() {
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const change = (next: LoginInput) => {
    setValues(next);
    if (submitted) setProblems(loginProblems(next));
  };

  return {
    /** A field's props for `LoginField`: its value, its (English) problem, its input's ref. */
    field: (name: keyof LoginInput) => ({
      name,
      value: values[name],
      onChange: (value: string) => change({ ...values, [name]: value }),
      error: problems[name],
      inputRef: refs[name],
    }),
    /** Fills both fields (a demo account), checked as if typed. */
    fill: (username: string, password: string) => {
      setValues({ username, password });
      setProblems(loginProblems({ username, password }));
    },
    /** The values to send (the username trimmed, as the schema would), or null after showing the problems. */
    check: (): LoginInput | null => {
      setSubmitted(true);
      const found = loginProblems(values);
      setProblems(found);
      const first = (['username', 'password'] as const).find((f) => found[f] !== undefined);
      if (first) {
        refs[first].current?.focus();
        return null;
      }
      return { ...values, username: values.username.trim() };
    },
  };
}
