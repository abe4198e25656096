import type { ResourceHooks } from '../resources/hooks.js';
import { appointmentHooks } from './appointments/hooks.js';
import { campaignHooks } from './marketing/hooks.js';

/** What modules add around the generic writes of their record types, by record type name. */
export const RESOURCE_HOOKS: Readonly<Record<string, ResourceHooks>> = {
  appointments: appointmentHooks,
  'marketing-campaigns': campaignHooks,
};
