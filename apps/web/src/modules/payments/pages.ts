/** Where payments are listed and opened. */
export const PAYMENT_PAGES = {
  list: '/payment',
  view: (id: number) => `/payment?view=${id}`,
} as const;
