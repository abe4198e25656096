/** Where invoices are built, listed and opened, and where a patient's account is. */
export const BILLING_PAGES = {
  builder: '/billing',
  list: '/invoice',
  feeSchedule: '/fee-schedule',
  view: (id: number) => `/invoice?view=${id}`,
  account: (patient: number) => `/patient/${patient}/account`,
  /** The invoice builder prefilled (from a visit's page, from a patient's). */
  billFor: (values: { patient?: unknown; clinic?: unknown; doctor?: unknown; appointment?: unknown }) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(values))
      if (typeof value === 'number' && value > 0) query.set(key, String(value));
    const text = query.toString();
    return text ? `/billing?${text}` : '/billing';
  },
} as const;
