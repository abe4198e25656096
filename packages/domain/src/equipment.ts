import { z } from 'zod';
import { type ChipColor, choice, date, fieldSchema, files, longText, reference, text } from './fields.js';
import { DOCUMENT_FILE_TYPES } from './files.js';
import { defineResource, pageQueryShape } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { type ListView, matchesView } from './views.js';

/** Spec 002 §4: the state of a piece of equipment, chosen freely; In Service on create. */
export const EQUIPMENT_STATUSES = [
  'In Service',
  'Out of Service',
  'Maintenance Due',
  'In Maintenance',
  'Retired',
] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export const EQUIPMENT_STATUS_COLORS = {
  'In Service': 'success',
  'Out of Service': 'error',
  'Maintenance Due': 'warning',
  'In Maintenance': 'info',
  Retired: 'default',
} as const;

/** The status a piece of equipment takes when a maintenance record is added (spec 002 §4). */
export const IN_MAINTENANCE: EquipmentStatus = 'In Maintenance';

/** Spec 002 §4: what was done to a piece of equipment. */
export const MAINTENANCE_TYPES = [
  'Routine Check',
  'Repair',
  'Calibration',
  'Cleaning',
  'Software Update',
  'Other',
] as const;

/**
 * Spec 002 §9: overdue when the next service was due before today and the
 * equipment is not retired, nor being serviced right now (In Maintenance).
 */
export const OVERDUE_EQUIPMENT_VIEW: ListView<'nextServiceDue' | 'status'> = {
  name: 'overdue',
  label: 'Overdue',
  where: [
    { field: 'nextServiceDue', op: 'lt', today: true },
    { field: 'status', notIn: ['Retired', IN_MAINTENANCE] },
  ],
};

/** Whether a piece of equipment is overdue for service on `today` (`YYYY-MM-DD`), as the list's Overdue view says. */
export const isEquipmentOverdue = (record: Readonly<Record<string, unknown>>, today: string): boolean =>
  matchesView(OVERDUE_EQUIPMENT_VIEW, record, today);

/** The next service date in red once it is overdue. */
const nextServiceTone = (record: Readonly<Record<string, unknown>>, today: string): ChipColor | null =>
  isEquipmentOverdue(record, today) ? 'error' : null;

/** English texts of the equipment screen that are not the generic ones (spec 002 §8). */
export const EQUIPMENT_MESSAGES = {
  maintenanceAdded: 'Maintenance record added.',
  maintenanceFailed: 'Failed to add maintenance record.',
  scheduled: 'Maintenance scheduled',
  technicianAssigned: 'Technician assigned',
  statusUpdated: 'Updated status for {{count}} items',
  noHistory: 'No history available.',
} as const;

/**
 * Spec 002 "Equipment maintenance": the clinic's chairs, X-ray units and
 * autoclaves, their service dates and technician. Their maintenance history
 * is a table of its own (`/api/equipment/:id/maintenance`): it grows for the
 * life of the equipment, is only ever appended to, and is read a page at a time.
 */
export const equipment = defineResource({
  ...RESOURCE_CATALOGUE.equipment,
  table: 'equipment',
  titleField: 'equipmentName',
  fields: {
    equipmentName: text({ label: 'Equipment Name', required: true, max: 150 }),
    clinic: reference({
      label: 'Clinic',
      resource: 'clinics',
      required: true,
      missingLabel: 'Clinic not found',
      inUseMessage: 'This clinic has equipment and cannot be deleted.',
    }),
    modelNumber: text({ label: 'Model Number', max: 100 }),
    manufacturer: text({ label: 'Manufacturer', max: 150 }),
    purchaseDate: date({ label: 'Purchase Date' }),
    lastServiceDate: date({ label: 'Last Service Date' }),
    nextServiceDue: date({ label: 'Next Service Due', tone: nextServiceTone }),
    status: choice({
      label: 'Status',
      required: true,
      options: EQUIPMENT_STATUSES,
      default: 'In Service',
      colors: EQUIPMENT_STATUS_COLORS,
    }),
    assignedTechnician: reference({
      label: 'Assigned Technician',
      resource: 'staff',
      missingLabel: 'Unknown',
      inUseMessage: 'This staff member is the technician of some equipment and cannot be deleted.',
    }),
    maintenanceNotes: longText({ label: 'Maintenance Notes', max: 2000 }),
    attachments: files({ label: 'Attachments', accept: DOCUMENT_FILE_TYPES }),
  },
  list: {
    columns: ['equipmentName', 'clinic', 'lastServiceDate', 'nextServiceDue', 'status', 'assignedTechnician'],
    search: ['equipmentName', 'modelNumber', 'manufacturer'],
    filters: ['status', 'assignedTechnician', 'clinic'],
    sortable: ['equipmentName', 'lastServiceDate', 'nextServiceDue', 'status'],
    defaultSort: 'equipmentName',
    pageSize: 10,
    compactPageSize: 5,
    pageSizeOptions: [5, 10, 20],
    views: [OVERDUE_EQUIPMENT_VIEW],
  },
  bulkEdit: ['status'],
  messages: {
    confirmDelete: 'Are you sure you want to delete equipment "{{name}}"?',
    deleted: 'Equipment deleted successfully.',
    deleteFailed: 'Failed to delete equipment.',
    empty: 'No equipment found.',
    noneSelected: 'No equipment selected.',
  },
  sections: [
    { title: 'Equipment', fields: ['equipmentName', 'clinic', 'modelNumber', 'manufacturer', 'purchaseDate'] },
    {
      // Servicing the machine, not a billed service: translated apart (`Entretien`, not `Prestation`).
      title: 'Service|maintenance',
      fields: ['status', 'lastServiceDate', 'nextServiceDue', 'assignedTechnician', 'maintenanceNotes'],
    },
    { title: 'Attachments', fields: ['attachments'] },
  ],
});

/**
 * The fields of one maintenance record (spec 002 §3: date, type, notes), for
 * the API and the Add Maintenance form, and the next service date it sets on
 * the equipment (not kept in the history).
 */
export const MAINTENANCE_FIELDS = {
  date: date({ label: 'Date', required: true }),
  type: choice({ label: 'Type', required: true, options: MAINTENANCE_TYPES }),
  nextServiceDue: date({ label: 'Next Service Due', help: 'When the equipment should next be serviced.' }),
  notes: longText({ label: 'Notes', max: 2000 }),
} as const;

/** Body of `POST /api/equipment/:id/maintenance`: one maintenance record. */
export const maintenanceInputSchema = z
  .strictObject({
    date: fieldSchema(MAINTENANCE_FIELDS.date) as z.ZodType<string>,
    type: fieldSchema(MAINTENANCE_FIELDS.type) as z.ZodType<(typeof MAINTENANCE_TYPES)[number]>,
    nextServiceDue: fieldSchema(MAINTENANCE_FIELDS.nextServiceDue).optional() as z.ZodOptional<
      z.ZodType<string | null>
    >,
    notes: fieldSchema(MAINTENANCE_FIELDS.notes).optional() as z.ZodOptional<z.ZodType<string | null>>,
  })
  .refine((v) => !v.nextServiceDue || v.nextServiceDue > v.date, {
    path: ['nextServiceDue'],
    message: 'Next Service Due must be after the maintenance date',
  });
export type MaintenanceInput = z.infer<typeof maintenanceInputSchema>;

/** One maintenance record as the API returns it: who recorded it and when. */
export const maintenanceRecordSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  type: z.enum(MAINTENANCE_TYPES),
  notes: z.string().nullable(),
  recordedAt: z.string(),
  /** The account that recorded it (its current name), null once that account is gone. */
  recordedBy: z.string().nullable(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;

/** Query of `GET /api/equipment/:id/maintenance`: newest first, a page at a time. */
export const maintenanceQuerySchema = z.strictObject(pageQueryShape(10));

export const maintenanceListSchema = z.object({
  items: z.array(maintenanceRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MaintenanceList = z.infer<typeof maintenanceListSchema>;
