/** The admin shell's chunk: its frame and the guard of each admin page, loaded together once. */
export { default as AdminRoute } from '../app/AdminRoute';
export { AppLayout } from './AppLayout';
export { NotFoundPage } from './NotFoundPage';
