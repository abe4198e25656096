import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Questions to the operator on the terminal; answers read from a pipe when there is none. */
export interface Prompt {
  ask(question: string): Promise<string>;
  /** Asks without showing what is typed. */
  askHidden(question: string): Promise<string>;
  /** Whether a person is typing (a terminal), so that a password is worth asking twice. */
  readonly interactive: boolean;
  close(): void;
}

export function openPrompt(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Prompt {
  const interactive = Boolean(input.isTTY);
  let muted = false;
  // Readline echoes what is typed to this stream: muted while a password is typed.
  const echo = new Writable({
    write(chunk, encoding, done) {
      if (!muted) output.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input, output: echo, terminal: interactive });
  // Piped answers may all arrive at once: keep the lines until they are asked for.
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let ended = false;
  rl.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(undefined);
  });
  const nextLine = (): Promise<string> =>
    new Promise((resolve, reject) => {
      const line = lines.shift();
      if (line !== undefined) return resolve(line);
      if (ended) return reject(new Error('No answer: the input ended.'));
      waiting.push((l) => (l === undefined ? reject(new Error('No answer: the input ended.')) : resolve(l)));
    });
  return {
    interactive,
    async ask(question) {
      output.write(question);
      const answer = await nextLine();
      // A terminal echoed the answer and its Enter; piped input shows nothing, so end the line.
      if (!interactive) output.write('\n');
      return answer;
    },
    async askHidden(question) {
      output.write(question);
      muted = true;
      try {
        return await nextLine();
      } finally {
        muted = false;
        output.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

/** A new password, unseen, asked twice when a person types it (a piped one is read once). */
export async function askNewPassword(prompt: Prompt, minLength: number): Promise<string> {
  const password = await prompt.askHidden('Password: ');
  if (password.length < minLength) throw new Error(`The password needs at least ${minLength} characters.`);
  if (prompt.interactive && (await prompt.askHidden('Password again: ')) !== password)
    throw new Error('The two passwords differ: nothing was created.');
  return password;
}
