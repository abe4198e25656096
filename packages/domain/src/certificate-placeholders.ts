/**
 * Placeholders of certificate templates: `{{patientName}}` in a template's
 * content stands for the patient's name when a certificate is generated from it.
 */
export const CERTIFICATE_PLACEHOLDERS = [
  { name: 'patientName', label: 'Patient name' },
  { name: 'doctorName', label: 'Doctor name' },
  { name: 'clinicName', label: 'Clinic name' },
  { name: 'certificateNumber', label: 'Certificate number' },
  { name: 'certificateType', label: 'Certificate type' },
  { name: 'issueDate', label: 'Issue date' },
  { name: 'validUntil', label: 'Valid until' },
  { name: 'diagnosis', label: 'Diagnosis' },
  { name: 'treatmentDetails', label: 'Treatment details' },
  { name: 'recommendations', label: 'Recommendations' },
] as const;

export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number]['name'];

/** The values a certificate gives its template's placeholders, as text. */
export type PlaceholderValues = Partial<Record<CertificatePlaceholder, string | null>>;

const KNOWN: ReadonlySet<string> = new Set(CERTIFICATE_PLACEHOLDERS.map((p) => p.name));

/** `{{ name }}`, spaces inside the braces allowed. */
const PLACEHOLDER = /{{\s*([A-Za-z_][\w.]*)\s*}}/g;

/** How a placeholder is written in a template: `{{patientName}}`. */
export const placeholderToken = (name: string): string => `{{${name}}}`;

/** The names of the placeholders a text uses, each once, in the order they first appear. */
export function placeholdersIn(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** The placeholders of a text that no certificate can fill (empty when every one is known). */
export function unknownPlaceholders(content: string): string[] {
  return placeholdersIn(content).filter((name) => !KNOWN.has(name));
}

/**
 * The template's text with each known placeholder replaced by its value (an
 * empty value leaves nothing). Unknown placeholders stay as written: saving a
 * template refuses them, so they only survive in text typed by hand.
 */
export function fillTemplate(content: string, values: PlaceholderValues): string {
  return content.replace(PLACEHOLDER, (token, name: string) =>
    KNOWN.has(name) ? (values[name as CertificatePlaceholder] ?? '') : token,
  );
}
