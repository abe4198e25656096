import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum, ~16 ms here). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spend the same time as a real check when the username does not exist; always false. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hash('chairside-timing-equaliser');
  await verifyPassword(await dummy, password);
  return false;
}
