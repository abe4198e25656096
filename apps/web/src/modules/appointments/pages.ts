/** Where the appointment screens live (spec 000 §2): the grid, the booking page and a page per visit. */
export const APPOINTMENT_PAGES = {
  list: '/rendezvous',
  create: '/appointments/add',
  edit: (id: number) => `/rendezvous/${id}/edit`,
  view: (id: number) => `/rendezvous/${id}`,
  /**
   * The booking page prefilled (a patient's page, a calendar's empty slot, the recall list):
   * `?patient=&doctor=&date=&start=`, and `recallType=` for a visit booked from the recall list.
   */
  book: (values: {
    patient?: number;
    doctor?: number;
    clinic?: number;
    date?: string;
    start?: string;
    recallType?: number;
  }) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) if (v !== undefined) params.set(k, String(v));
    const query = params.toString();
    return query ? `/appointments/add?${query}` : '/appointments/add';
  },
} as const;
