import {
  type CampaignAudience,
  type ClinicSettings,
  DEFAULT_SETTINGS,
  INSURANCE_STATUSES,
  insurancePolicies,
  marketingCampaigns,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { sendCampaign } from '../modules/marketing/send.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';
import { demoDay, demoToday } from './today.js';

/** Provider, usual maximum per year in dollars, and its usual percentages (treatment, medication, consultation). */
const PROVIDERS: [string, number, [number, number, number]][] = [
  ['Delta Dental', 1500, [80, 50, 100]],
  ['Cigna Dental', 2000, [70, 60, 100]],
  ['MetLife Dental', 1250, [60, 40, 80]],
  ['Aetna Dental', 1750, [75, 50, 90]],
  ['Guardian Dental', 1000, [50, 30, 70]],
];

/** The demo's "today" (see seed.ts): policies and campaigns are placed around it. */
const day = (offset: number) => {
  const d = new Date(demoToday());
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** Policies for the patients who gave an insurance ID (their number is it), a few lapsed or pending. */
export async function seedInsurance(rows: Rows, random: Random): Promise<void> {
  const patients = await rows<{ id: number; insurance_id: string }>(
    sql`select id, insurance_id from patients where insurance_id is not null order by id`,
  );
  const repo = new ResourceRepository(insurancePolicies);
  const numbers = new Set<string>();
  for (const p of patients) {
    if (numbers.has(p.insurance_id)) continue;
    numbers.add(p.insurance_id);
    const [providerName, max, [treatment, medication, consultation]] = random.pick(PROVIDERS);
    const start = random.int(-700, 30);
    const validUntil = day(start + 364);
    const status =
      start > 0
        ? 'Pending'
        : validUntil < demoDay()
          ? 'Expired'
          : random.next() < 0.08
            ? random.pick(INSURANCE_STATUSES)
            : 'Active';
    await repo.insert(rows, {
      patient: Number(p.id),
      providerName,
      policyNumber: p.insurance_id,
      status,
      maxAnnualCoverage: `${max + random.int(0, 2) * 250}.00`,
      treatmentCoverage: treatment,
      medicationCoverage: medication,
      consultationCoverage: random.next() < 0.2 ? consultation - 10 : consultation,
      validFrom: day(start),
      validUntil,
    });
  }
}

interface DemoCampaign {
  campaignName: string;
  campaignType: string;
  status: 'Draft' | 'Scheduled' | 'Cancelled' | 'Send';
  scheduleDate: string | null;
  targetAudience: CampaignAudience;
  subject: string | null;
  messageTemplate: string;
}

const CAMPAIGNS: DemoCampaign[] = [
  {
    campaignName: 'Gum health evening',
    campaignType: 'Event',
    status: 'Send',
    scheduleDate: day(-10),
    targetAudience: { gender: 'Female', ageMin: 40 },
    subject: 'You are invited, {{firstName}}',
    messageTemplate:
      'Dear {{firstName}},\n\nJoin our hygienists for an evening on gum health after 40: what changes, and what keeps your gums healthy. Seats are free; call {{clinicPhone}} to reserve one.\n\n{{clinicName}}',
  },
  {
    campaignName: 'Autumn newsletter for members',
    campaignType: 'Newsletter',
    status: 'Draft',
    scheduleDate: null,
    targetAudience: { membership: 'With an active membership' },
    subject: 'News from {{clinicName}}',
    messageTemplate:
      'Dear {{firstName}},\n\nThank you for being a member. This autumn your plan includes a free fluoride varnish at your next hygiene visit.\n\n{{clinicName}} · {{clinicPhone}}',
  },
  {
    campaignName: 'Six-month check-up recall',
    campaignType: 'Recall',
    status: 'Scheduled',
    scheduleDate: day(14),
    targetAudience: { noVisitMonths: 6, ageMin: 18 },
    subject: 'Time for your check-up, {{firstName}}',
    messageTemplate:
      'Dear {{patientName}},\n\nIt has been more than six months since your last visit. Reply to this message or call {{clinicPhone}} to book your check-up.\n\n{{clinicName}}',
  },
  {
    campaignName: 'Spring whitening offer',
    campaignType: 'Promotion',
    status: 'Draft',
    scheduleDate: null,
    targetAudience: { ageMin: 25, ageMax: 60 },
    subject: null,
    messageTemplate:
      'Dear {{firstName}},\n\nBook an in-office whitening before the end of April and take home a touch-up kit for free.\n\n{{clinicName}}',
  },
  {
    campaignName: 'Kids dental day',
    campaignType: 'Event',
    status: 'Scheduled',
    scheduleDate: day(30),
    targetAudience: { ageMax: 17 },
    subject: 'A dental day for {{firstName}}',
    messageTemplate:
      'Dear {{patientName}},\n\nOn our kids dental day children get a playful check-up and a sealant review. Call {{clinicPhone}} to reserve a time.\n\n{{clinicName}}',
  },
  {
    campaignName: 'New opening hours at Riverside',
    campaignType: 'Announcement',
    status: 'Cancelled',
    scheduleDate: day(-3),
    targetAudience: {},
    subject: null,
    messageTemplate:
      'Dear {{firstName}},\n\nFrom next month Chairside Riverside opens on Saturday mornings.\n\n{{clinicName}}',
  },
];

/** The settings the seed wrote before its transaction, as the messages are signed with them. */
async function settingsOf(rows: Rows): Promise<Pick<ClinicSettings, 'system' | 'localisation' | 'marketing'>> {
  const [row] = await rows<{ data: Partial<ClinicSettings> }>(sql`select data from settings where id = 1`);
  return {
    system: { ...DEFAULT_SETTINGS.system, ...row?.data.system },
    localisation: { ...DEFAULT_SETTINGS.localisation, ...row?.data.localisation },
    marketing: { ...DEFAULT_SETTINGS.marketing, ...row?.data.marketing },
  };
}

/** A few campaigns in each state; the gum health evening is sent, so its messages wait in the outbox. */
export async function seedCampaigns(rows: Rows): Promise<void> {
  const repo = new ResourceRepository(marketingCampaigns);
  const settings = await settingsOf(rows);
  for (const { status, ...campaign } of CAMPAIGNS) {
    const id = await repo.insert(rows, { ...campaign, status: status === 'Send' ? 'Draft' : status });
    if (status === 'Send') await sendCampaign(rows, id, null, settings);
  }
}
