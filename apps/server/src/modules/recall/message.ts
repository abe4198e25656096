/** The recall message a patient receives (English; the reminders' templates may take it over). */
export function recallMessage(o: { patientName: string; typeName: string; dueOn: string; clinicName: string | null }): {
  subject: string;
  body: string;
} {
  const clinic = o.clinicName ?? 'your dental clinic';
  return {
    subject: `Time for your ${o.typeName.toLowerCase()}`,
    body:
      `Dear ${o.patientName},\n\n` +
      `Your ${o.typeName.toLowerCase()} is due on ${o.dueOn}. ` +
      `Please call ${clinic} or book online to choose a time that suits you.\n\n` +
      `Kind regards,\n${clinic}`,
  };
}
