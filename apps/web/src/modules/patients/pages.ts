/** Where the patient screens live (spec 000 §2 routes): the list, its add page and a page per patient. */
export const PATIENT_PAGES = {
  list: '/patient',
  create: '/patients/add',
  edit: (id: number) => `/patients/${id}/edit`,
  view: (id: number) => `/patient/${id}`,
  duplicate: (id: number) => `/patients/add?from=${id}`,
} as const;
