/** The admin shell's chunk: its frame, its pages' routes and the guard of each page, loaded together once. */
export { AdminRoutes } from './AdminRoutes';
// The toasts of the signed-in screens need no fetch of their own.
export { default as ToastSnackbar } from './ToastSnackbar';
