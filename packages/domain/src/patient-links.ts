import { fieldMessage } from './field-messages.js';
import type { AnyResource } from './resource.js';
import { resourceByName } from './resources.js';

export const PATIENT_LINK_MESSAGES = {
  pointedAt: 'Records of this patient point at it (a chart entry, an invoice, a payment): the patient cannot change.',
} as const;

/** The field naming whose record it is, on every record of one patient. */
export const PATIENT_FIELD = 'patient';

/** A reference from one patient's record to another record of a patient (a visit, an invoice, a plan). */
export interface PatientLink {
  key: string;
  label: string;
  target: AnyResource;
  /** The message when it points at another patient's record. */
  message: string;
}

const ofPatient = (def: AnyResource): boolean => {
  const f = def.fields[PATIENT_FIELD];
  return f?.kind === 'reference' && f.resource === 'patients';
};

const cache = new Map<string, readonly PatientLink[]>();

/**
 * The references of a patient's record that must stay with the same patient:
 * every reference to a record type that belongs to a patient too. A payment's
 * invoice, a chart entry's appointment, a prescription's visit are the
 * patient's own, whatever route writes them.
 */
export function patientLinks(def: AnyResource): readonly PatientLink[] {
  const known = cache.get(def.name);
  if (known) return known;
  const links = !ofPatient(def)
    ? []
    : Object.entries(def.fields).flatMap(([key, f]) => {
        if (key === PATIENT_FIELD || f.kind !== 'reference') return [];
        const target = resourceByName.get(f.resource);
        if (!target || !ofPatient(target)) return [];
        return [{ key, label: f.label, target, message: fieldMessage('otherPatient', { label: f.label }) }];
      });
  cache.set(def.name, links);
  return links;
}
