import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askNewPassword, openPrompt } from './prompt.js';

/** A terminal made of two streams: what the operator types, and what the screen shows. */
function terminal(isTTY: boolean) {
  const input = Object.assign(new PassThrough(), { isTTY }) as unknown as NodeJS.ReadStream;
  const screen = new PassThrough();
  let shown = '';
  screen.on('data', (d) => {
    shown += String(d);
  });
  const prompt = openPrompt(input, screen as unknown as NodeJS.WriteStream);
  const type = (text: string) => (input as unknown as PassThrough).write(text);
  return { prompt, type, shown: () => shown };
}

describe('create-admin password prompt', () => {
  it('on a terminal, hides the password and asks for it twice', async () => {
    const t = terminal(true);
    const answer = askNewPassword(t.prompt, 8);
    t.type('s3cret-horse\r');
    await expect.poll(t.shown).toContain('Password again: ');
    t.type('s3cret-horse\r');
    expect(await answer).toBe('s3cret-horse');
    t.prompt.close();
    expect(t.shown()).not.toContain('s3cret');
  });

  it('refuses two different passwords', async () => {
    const t = terminal(true);
    const answer = askNewPassword(t.prompt, 8);
    t.type('s3cret-horse\r');
    await expect.poll(t.shown).toContain('Password again: ');
    t.type('s3cret-hors\r');
    await expect(answer).rejects.toThrow(/differ/);
    t.prompt.close();
  });

  it('refuses a short password before asking again', async () => {
    const t = terminal(true);
    const answer = askNewPassword(t.prompt, 8);
    t.type('short\r');
    await expect(answer).rejects.toThrow(/at least 8/);
    t.prompt.close();
  });

  it('reads a piped username and password once, whatever arrives together', async () => {
    const t = terminal(false);
    t.type('owner\nlong-enough-pass\n');
    expect(await t.prompt.ask('Username: ')).toBe('owner');
    expect(await askNewPassword(t.prompt, 8)).toBe('long-enough-pass');
    t.prompt.close();
  });
});
