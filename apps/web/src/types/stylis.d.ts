/** stylis ships no types; declare the two things the emotion RTL setup uses. */
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}
