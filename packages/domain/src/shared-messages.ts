/** Shared messages of spec 000 §8 (no zod here: the login page's JavaScript imports this module). */
export const MESSAGES = {
  genericError: 'An Error Occurred Please Try Again Later',
  settingsUpdated: 'Your settings has been updated.',
  notFound: 'Not found',
} as const;
