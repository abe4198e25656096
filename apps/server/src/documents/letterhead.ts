import type { ClinicSettings } from '@chairside/domain';

/**
 * The lines at the top of every document the clinic prints, from Settings →
 * System: its name, its address, then phone · email; empty lines left out.
 */
export function letterhead(system: ClinicSettings['system']): string[] {
  return [system.appName, system.address, [system.phone, system.email].filter(Boolean).join(' · ')].filter(Boolean);
}
