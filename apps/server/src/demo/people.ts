import {
  type DayHours,
  doctors,
  staff,
  type TimeSlot,
  WEEK_DAYS,
  type WeekDay,
  type WeekHours,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';

const WEEKDAYS: WeekDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const MORNING: TimeSlot = { start: '08:00', end: '12:00' };
const AFTERNOON: TimeSlot = { start: '13:00', end: '17:00' };

interface DemoDoctor {
  fullName: string;
  licenseNumber: string;
  specialization: string;
  clinic: string;
  experienceYears: number;
  consultationFee: string;
  rating: number;
  availableDays: WeekDay[];
  availableTimeSlots: TimeSlot[];
}

/** Doctors of the three demo clinics, each with the days and hours the appointment book offers. */
const DOCTORS: DemoDoctor[] = [
  {
    fullName: 'Dr. Sarah Mitchell',
    licenseNumber: 'MA-DDS-10231',
    specialization: 'General Dentist',
    clinic: 'Chairside Downtown',
    experienceYears: 14,
    consultationFee: '95.00',
    rating: 4.8,
    availableDays: WEEKDAYS,
    availableTimeSlots: [MORNING, AFTERNOON],
  },
  {
    fullName: 'Dr. James Okafor',
    licenseNumber: 'MA-DDS-11874',
    specialization: 'Orthodontist',
    clinic: 'Chairside Downtown',
    experienceYears: 11,
    consultationFee: '140.00',
    rating: 4.6,
    availableDays: ['Monday', 'Wednesday', 'Thursday'],
    availableTimeSlots: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
  },
  {
    fullName: 'Dr. Elena Rossi',
    licenseNumber: 'MA-DDS-12960',
    specialization: 'Endodontist',
    clinic: 'Chairside Downtown',
    experienceYears: 9,
    consultationFee: '160.00',
    rating: 4.7,
    availableDays: ['Tuesday', 'Thursday', 'Friday'],
    availableTimeSlots: [
      { start: '08:30', end: '12:30' },
      { start: '13:30', end: '16:30' },
    ],
  },
  {
    fullName: 'Dr. Daniel Kim',
    licenseNumber: 'MA-DMD-09412',
    specialization: 'Oral Surgeon',
    clinic: 'Chairside Downtown',
    experienceYears: 18,
    consultationFee: '220.00',
    rating: 4.9,
    availableDays: ['Monday', 'Wednesday'],
    availableTimeSlots: [{ start: '08:00', end: '14:00' }],
  },
  {
    fullName: 'Dr. Priya Raman',
    licenseNumber: 'MA-DDS-13357',
    specialization: 'Pediatric Dentist',
    clinic: 'Chairside Riverside',
    experienceYears: 7,
    consultationFee: '90.00',
    rating: 4.5,
    availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Friday', 'Saturday'],
    availableTimeSlots: [
      { start: '09:00', end: '12:00' },
      { start: '12:30', end: '14:00' },
    ],
  },
  {
    fullName: 'Dr. Lucas Moreau',
    licenseNumber: 'MA-DMD-11023',
    specialization: 'Periodontist',
    clinic: 'Chairside Riverside',
    experienceYears: 12,
    consultationFee: '150.00',
    rating: 4.4,
    availableDays: ['Tuesday', 'Wednesday', 'Friday'],
    availableTimeSlots: [MORNING, { start: '13:00', end: '18:00' }],
  },
  {
    fullName: 'Dr. Hannah Becker',
    licenseNumber: 'MA-DDS-14588',
    specialization: 'General Dentist',
    clinic: 'Chairside Riverside',
    experienceYears: 5,
    consultationFee: '85.00',
    rating: 4.2,
    availableDays: ['Monday', 'Tuesday', 'Thursday', 'Saturday'],
    availableTimeSlots: [{ start: '09:00', end: '14:00' }],
  },
  {
    fullName: 'Dr. Omar Haddad',
    licenseNumber: 'MA-DMD-08876',
    specialization: 'Prosthodontist',
    clinic: 'Chairside Hillview',
    experienceYears: 16,
    consultationFee: '180.00',
    rating: 4.6,
    availableDays: ['Monday', 'Tuesday', 'Thursday'],
    availableTimeSlots: [MORNING, AFTERNOON],
  },
  {
    fullName: 'Dr. Grace Liu',
    licenseNumber: 'MA-DDS-15102',
    specialization: 'General Dentist',
    clinic: 'Chairside Hillview',
    experienceYears: 3,
    consultationFee: '80.00',
    rating: 4.3,
    availableDays: ['Wednesday', 'Thursday', 'Friday', 'Saturday'],
    availableTimeSlots: [
      { start: '09:00', end: '12:00' },
      { start: '12:00', end: '14:00' },
    ],
  },
  {
    fullName: 'Dr. Mateo Alvarez',
    licenseNumber: 'MA-DDS-12215',
    specialization: 'Orthodontist',
    clinic: 'Chairside Hillview',
    experienceYears: 8,
    consultationFee: '135.00',
    rating: 4.5,
    availableDays: ['Tuesday', 'Friday', 'Saturday'],
    availableTimeSlots: [{ start: '09:00', end: '13:00' }],
  },
];

const day = (open: string, close: string): DayHours => ({ closed: false, open, close });
const OFF: DayHours = { closed: true, open: '09:00', close: '17:00' };

/** A week of shifts: the same hours on the given days, Saturday's own when given, every other day off. */
function shifts(days: readonly WeekDay[], open: string, close: string, saturday?: DayHours): WeekHours {
  const week = Object.fromEntries(
    WEEK_DAYS.map((d) => [d, d === 'Saturday' && saturday ? saturday : days.includes(d) ? day(open, close) : OFF]),
  );
  return week as WeekHours;
}

interface DemoStaff {
  fullName: string;
  role: string;
  email: string;
  phone: string;
  status: string;
  /** The demo account this person signs in with. */
  account?: string;
  /** The clinic they work at; none: the whole practice (the administrator, the accountant). */
  clinic?: string;
  shiftSchedule: WeekHours | null;
}

/** The people of the demo clinic; those with a demo account are linked to it. */
const STAFF: DemoStaff[] = [
  {
    fullName: 'Margaret Hale',
    role: 'Admin',
    email: 'margaret.hale@chairside.example',
    phone: '+1 617 555 0101',
    status: 'Active',
    account: 'admin',
    clinic: 'Chairside Downtown',
    shiftSchedule: shifts(WEEKDAYS, '08:00', '16:00'),
  },
  {
    fullName: 'Dr. Sarah Mitchell',
    role: 'Dentist',
    email: 'sarah.mitchell@chairside.example',
    phone: '+1 617 555 0102',
    status: 'Active',
    account: 'dentist',
    shiftSchedule: shifts(WEEKDAYS, '08:00', '17:00'),
  },
  {
    fullName: 'Tom Alvarez',
    role: 'Assistant',
    email: 'tom.alvarez@chairside.example',
    phone: '+1 617 555 0103',
    status: 'Active',
    account: 'assistant',
    clinic: 'Chairside Downtown',
    shiftSchedule: shifts(WEEKDAYS, '08:00', '17:00', day('09:00', '14:00')),
  },
  {
    fullName: 'Linda Park',
    role: 'Receptionist',
    email: 'linda.park@chairside.example',
    phone: '+1 617 555 0104',
    status: 'Active',
    account: 'reception',
    clinic: 'Chairside Downtown',
    shiftSchedule: shifts(WEEKDAYS, '07:45', '15:45'),
  },
  {
    fullName: 'Victor Nguyen',
    role: 'Accountant',
    email: 'victor.nguyen@chairside.example',
    phone: '+1 617 555 0105',
    status: 'Active',
    account: 'accountant',
    shiftSchedule: shifts(['Monday', 'Tuesday', 'Thursday'], '09:00', '17:00'),
  },
  {
    fullName: 'Aisha Rahman',
    role: 'Assistant',
    email: 'aisha.rahman@chairside.example',
    phone: '+1 617 555 0106',
    status: 'On Leave',
    clinic: 'Chairside Riverside',
    shiftSchedule: shifts(['Monday', 'Wednesday', 'Friday'], '12:00', '18:00'),
  },
  {
    fullName: 'Ben Foster',
    role: 'Receptionist',
    email: 'ben.foster@chairside.example',
    phone: '+1 617 555 0107',
    status: 'Active',
    clinic: 'Chairside Riverside',
    shiftSchedule: shifts(['Wednesday', 'Thursday', 'Friday'], '10:00', '18:00', day('09:00', '14:00')),
  },
  {
    fullName: 'Chloe Dubois',
    role: 'Assistant',
    email: 'chloe.dubois@chairside.example',
    phone: '+1 617 555 0108',
    status: 'Active',
    clinic: 'Chairside Hillview',
    shiftSchedule: shifts(['Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:00', '16:30'),
  },
  {
    fullName: 'Diego Santos',
    role: 'Dentist',
    email: 'diego.santos@chairside.example',
    phone: '+1 617 555 0109',
    status: 'Active',
    clinic: 'Chairside Riverside',
    shiftSchedule: shifts(['Monday', 'Tuesday'], '08:00', '18:00', day('09:00', '14:00')),
  },
  {
    fullName: 'Emma Wilson',
    role: 'Receptionist',
    email: 'emma.wilson@chairside.example',
    phone: '+1 617 555 0111',
    status: 'Inactive',
    clinic: 'Chairside Hillview',
    shiftSchedule: null,
  },
  {
    fullName: 'Farid Haddad',
    role: 'Assistant',
    email: 'farid.haddad@chairside.example',
    phone: '+1 617 555 0112',
    status: 'Active',
    clinic: 'Chairside Hillview',
    shiftSchedule: shifts(['Monday', 'Thursday', 'Friday'], '09:00', '17:00', day('09:00', '14:00')),
  },
  {
    fullName: "Grace O'Neill",
    role: 'Accountant',
    email: 'grace.oneill@chairside.example',
    phone: '+1 617 555 0113',
    status: 'On Leave',
    shiftSchedule: shifts(['Wednesday', 'Friday'], '09:00', '13:00'),
  },
];

/** Ids by name of the rows of a table (the clinics, the accounts): the demo links records by name. */
async function idsByName(rows: Rows, query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const found = await rows<{ id: number; name: string }>(query);
  return new Map(found.map((r) => [r.name, Number(r.id)]));
}

/** Ten doctors across the three demo clinics (after the clinics step). */
export async function seedDoctors(rows: Rows): Promise<void> {
  const clinicIds = await idsByName(rows, sql`select id, name from clinics`);
  const repo = new ResourceRepository(doctors);
  for (const { clinic, ...doctor } of DOCTORS) await repo.insert(rows, { ...doctor, clinic: clinicIds.get(clinic) });
}

/** The staff at their clinics, those with a demo account linked to it (after the clinics and accounts are made). */
export async function seedStaff(rows: Rows): Promise<void> {
  const accountIds = await idsByName(rows, sql`select id, username as name from users`);
  const clinicIds = await idsByName(rows, sql`select id, name from clinics`);
  const repo = new ResourceRepository(staff);
  const idOf = (ids: Map<string, number>, name: string | undefined) => (name ? (ids.get(name) ?? null) : null);
  for (const { account, clinic, ...member } of STAFF)
    await repo.insert(rows, { ...member, account: idOf(accountIds, account), clinic: idOf(clinicIds, clinic) });
}
