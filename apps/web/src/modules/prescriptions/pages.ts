/** Where prescriptions are listed and opened. */
export const PRESCRIPTION_PAGES = {
  list: '/prescription',
  view: (id: number) => `/prescription?view=${id}`,
} as const;
