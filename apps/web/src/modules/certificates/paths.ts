/** Spec 001 routes of the certificate screens. */
export const CERTIFICATES_PATH = '/certificate';
export const TEMPLATES_PATH = '/certificate-template';

/** The certificate list with one certificate's preview open. */
export const certificateViewPath = (id: number): string => `${CERTIFICATES_PATH}?view=${id}`;
