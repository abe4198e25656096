import type { ClinicSettings } from '@chairside/domain';
import { formatDay } from '../../documents/format.js';
import type { Row } from '../../resources/columns.js';

/** The renewal reminder a policy holder receives: filled from the policy and the patient, names never ids. */
export function renewalReminder(
  policy: Row,
  patientName: string,
  settings: Pick<ClinicSettings, 'system' | 'localisation'>,
  today: string,
): { subject: string; body: string } {
  const provider = String(policy.providerName);
  const number = String(policy.policyNumber);
  const until = String(policy.validUntil);
  const when = formatDay(until, settings.localisation.dateFormat);
  const { system } = settings;
  const contact = [system.phone, system.email].filter(Boolean).join(' · ');
  const validity =
    until < today
      ? `Your ${provider} insurance policy ${number} expired on ${when}.`
      : `Your ${provider} insurance policy ${number} is valid until ${when}.`;
  return {
    subject: `Renewal of your insurance policy ${number}`,
    body: [
      `Dear ${patientName},`,
      '',
      validity,
      `To keep your dental care covered, please renew it with ${provider} and bring us the new policy details at your next visit.`,
      '',
      system.appName,
      ...(contact ? [contact] : []),
    ].join('\n'),
  };
}
