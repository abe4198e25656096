import { type Permission, RESOURCE_CATALOGUE } from '@chairside/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BiotechOutlined from '@mui/icons-material/BiotechOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import FastForwardOutlined from '@mui/icons-material/FastForwardOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import HealingOutlined from '@mui/icons-material/HealingOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import LoyaltyOutlined from '@mui/icons-material/LoyaltyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MedicalInformationOutlined from '@mui/icons-material/MedicalInformationOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MonochromePhotosOutlined from '@mui/icons-material/MonochromePhotosOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import PrecisionManufacturingOutlined from '@mui/icons-material/PrecisionManufacturingOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';

// The catalogue's entries, not the definitions: the shell loads no record type's fields or schemas.
const {
  appointments,
  asapEntries,
  recallTypes,
  blogPosts,
  newsletterSubscribers,
  testimonials,
  caseStudies,
  certificates,
  certificateTemplates,
  clinics,
  consultations,
  dentalImages,
  diagnoses,
  doctors,
  equipment,
  expenses,
  incomes,
  insurancePolicies,
  inventoryItems,
  invoices,
  labTests,
  legalDocuments,
  loyaltyAccounts,
  marketingCampaigns,
  medicamentCategories,
  medicamentManufacturers,
  medicaments,
  memberships,
  messages,
  notes,
  operations,
  outbox,
  reminderRules,
  patients,
  payments,
  prescriptions,
  procedures,
  services,
  staff,
  tasks,
  treatmentPlans,
} = RESOURCE_CATALOGUE;

/** Sidebar groups, in display order (spec 000 §2.3). Labels are English i18n keys. */
export const NAV_GROUPS = [
  'Main',
  'Consultations',
  'Management',
  'Finances',
  'Pharmaceuticals',
  'CMS',
  'Analytics',
  'Clinic',
  'Diagnostics',
  'Records',
  'Inventory',
  'Settings',
  'Account',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavItem {
  /** English label, also the i18n key. */
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** What the page needs; null: any signed-in user. */
  permission: Permission | null;
  group: NavGroup;
  /** The API resource the page lists, when it is a resource page. */
  resource?: string;
  /** false: reachable (breadcrumb, search) but not listed in the sidebar. */
  sidebar?: boolean;
  /**
   * A number shown as a badge on the entry (unread messages): field `field` of
   * `GET /api{path}`, refreshed with the data of `resource` (which it needs).
   * `label` says it to screen readers, English with `{{n}}`.
   */
  count?: { path: string; field: string; label: string };
  /** The page that creates one (Quick Add); by default the list's create dialog, `{path}?new=1`. */
  create?: string;
}

/**
 * The one navigation table: the sidebar, the breadcrumb, the dashboard, the
 * global search and the route guards read it. Only pages that exist are here.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: DashboardOutlined, permission: null, group: 'Main' },
  {
    label: notes.plural,
    path: '/note',
    icon: NotesOutlined,
    permission: notes.permissions.read,
    group: 'Main',
    resource: notes.name,
  },
  {
    label: tasks.plural,
    path: '/todo',
    icon: ChecklistOutlined,
    permission: tasks.permissions.read,
    group: 'Main',
    resource: tasks.name,
  },
  {
    label: 'Quick Test',
    path: '/quick-test',
    icon: ScienceOutlined,
    permission: labTests.permissions.read,
    group: 'Consultations',
    resource: labTests.name,
  },
  // Spec 000 §2.2: /lab-test is the same screen.
  {
    label: 'Quick Test',
    path: '/lab-test',
    icon: ScienceOutlined,
    permission: labTests.permissions.read,
    group: 'Consultations',
    sidebar: false,
  },
  {
    label: appointments.plural,
    path: '/rendezvous',
    icon: EventOutlined,
    permission: appointments.permissions.read,
    group: 'Consultations',
    resource: appointments.name,
    create: '/appointments/add',
    count: { path: '/appointments/count?view=today', field: 'appointement', label: 'Today: {{n}}' },
  },
  {
    label: 'Appointment Book',
    path: '/appointment-book',
    icon: CalendarMonthOutlined,
    permission: appointments.permissions.read,
    group: 'Consultations',
  },
  {
    label: 'Recall',
    path: '/recall',
    icon: ReplayOutlined,
    permission: appointments.permissions.read,
    group: 'Consultations',
  },
  {
    label: asapEntries.plural,
    path: '/asap-list',
    icon: FastForwardOutlined,
    permission: asapEntries.permissions.read,
    group: 'Consultations',
    resource: asapEntries.name,
  },
  {
    label: 'Telemedicine Consultation',
    path: '/telemedicine',
    icon: VideocamOutlined,
    permission: appointments.permissions.read,
    group: 'Consultations',
  },
  {
    label: 'Book Appointment',
    path: '/appointments',
    icon: EventOutlined,
    permission: appointments.permissions.write,
    group: 'Consultations',
    sidebar: false,
  },
  {
    label: 'Book Appointment',
    path: '/add-appointement',
    icon: EventOutlined,
    permission: appointments.permissions.write,
    group: 'Consultations',
    sidebar: false,
  },
  {
    label: patients.plural,
    path: '/patient',
    icon: PeopleOutlined,
    permission: patients.permissions.read,
    group: 'Management',
    resource: patients.name,
  },
  {
    // The plural address leads to the patient list (/patient), as /message leads to /messages.
    label: patients.plural,
    path: '/patients',
    icon: PeopleOutlined,
    permission: patients.permissions.read,
    group: 'Management',
    sidebar: false,
  },
  {
    label: 'Add New Patient',
    path: '/add-patient',
    icon: PeopleOutlined,
    permission: patients.permissions.write,
    group: 'Management',
    sidebar: false,
  },
  {
    label: messages.plural,
    path: '/messages',
    icon: MailOutlined,
    permission: messages.permissions.read,
    group: 'Management',
    resource: messages.name,
    count: { path: '/messages/count', field: 'message', label: 'Unread: {{n}}' },
  },
  {
    label: marketingCampaigns.plural,
    path: '/marketing',
    icon: CampaignOutlined,
    permission: marketingCampaigns.permissions.read,
    group: 'Management',
    resource: marketingCampaigns.name,
  },
  {
    label: certificates.plural,
    path: '/certificate',
    icon: WorkspacePremiumOutlined,
    permission: certificates.permissions.read,
    group: 'Management',
    resource: certificates.name,
  },
  {
    label: certificateTemplates.plural,
    path: '/certificate-template',
    icon: DescriptionOutlined,
    permission: certificateTemplates.permissions.read,
    group: 'Management',
    resource: certificateTemplates.name,
  },
  {
    label: 'Billing',
    path: '/billing',
    icon: RequestQuoteOutlined,
    permission: invoices.permissions.write,
    group: 'Finances',
  },
  {
    label: invoices.plural,
    path: '/invoice',
    icon: ArticleOutlined,
    permission: invoices.permissions.read,
    group: 'Finances',
    resource: invoices.name,
  },
  {
    label: services.plural,
    path: '/fee-schedule',
    icon: PriceChangeOutlined,
    permission: services.permissions.read,
    group: 'Finances',
    resource: services.name,
  },
  {
    label: payments.plural,
    path: '/payment',
    icon: PointOfSaleOutlined,
    permission: payments.permissions.read,
    group: 'Finances',
    resource: payments.name,
  },
  {
    label: expenses.plural,
    path: '/expense',
    icon: ReceiptLongOutlined,
    permission: expenses.permissions.read,
    group: 'Finances',
    resource: expenses.name,
  },
  {
    label: incomes.plural,
    path: '/income',
    icon: PaymentsOutlined,
    permission: incomes.permissions.read,
    group: 'Finances',
    resource: incomes.name,
  },
  {
    label: medicaments.plural,
    path: '/medicaments',
    icon: MedicationOutlined,
    permission: medicaments.permissions.read,
    group: 'Pharmaceuticals',
    resource: medicaments.name,
  },
  {
    label: 'Add Medicament',
    path: '/add-medicament',
    icon: MedicationOutlined,
    permission: medicaments.permissions.write,
    group: 'Pharmaceuticals',
    sidebar: false,
  },
  {
    label: medicamentManufacturers.plural,
    path: '/medicament-manufacture',
    icon: FactoryOutlined,
    permission: medicamentManufacturers.permissions.read,
    group: 'Pharmaceuticals',
    resource: medicamentManufacturers.name,
  },
  {
    label: medicamentCategories.plural,
    path: '/medicament-category',
    icon: CategoryOutlined,
    permission: medicamentCategories.permissions.read,
    group: 'Pharmaceuticals',
    resource: medicamentCategories.name,
  },
  { label: 'Web Front', path: '/', icon: PublicOutlined, permission: null, group: 'CMS' },
  // Issue 24: the public site's editors, each its spec route.
  ...(
    [
      ['Home Page', '/homepage', HomeOutlined],
      ['About Us', '/aboutus', InfoOutlined],
      ['Services Section', '/servicepage', MedicalServicesOutlined],
      ['Opening Hours Page', '/openinghourpage', AccessTimeOutlined],
      ['Membership Plans', '/membershippage', CardMembershipOutlined],
      ['Contact Page', '/contactpage', MailOutlined],
      ['Blog Page', '/blogpage', ArticleOutlined],
      ['Book Your Visit', '/bookvisitpage', EventOutlined],
    ] as const
  ).map(([label, path, icon]): NavItem => ({ label, path, icon, permission: 'content.manage', group: 'CMS' })),
  {
    label: 'Services',
    path: '/service',
    icon: MedicalServicesOutlined,
    permission: services.permissions.read,
    group: 'CMS',
    resource: services.name,
  },
  {
    label: blogPosts.plural,
    path: '/blog-posts',
    icon: ArticleOutlined,
    permission: blogPosts.permissions.read,
    group: 'CMS',
    resource: blogPosts.name,
  },
  {
    label: testimonials.plural,
    path: '/testimonials',
    icon: RateReviewOutlined,
    permission: testimonials.permissions.read,
    group: 'CMS',
    resource: testimonials.name,
  },
  {
    label: newsletterSubscribers.plural,
    path: '/newsletters',
    icon: MailOutlined,
    permission: newsletterSubscribers.permissions.read,
    group: 'CMS',
    resource: newsletterSubscribers.name,
  },
  {
    label: 'Schedule',
    path: '/schedule',
    icon: ScheduleOutlined,
    permission: appointments.permissions.read,
    group: 'CMS',
  },
  {
    label: staff.plural,
    path: '/staff',
    icon: BadgeOutlined,
    permission: staff.permissions.read,
    group: 'Clinic',
    resource: staff.name,
  },
  {
    label: doctors.plural,
    path: '/doctor',
    icon: MedicalInformationOutlined,
    permission: doctors.permissions.read,
    group: 'Clinic',
    resource: doctors.name,
  },
  {
    label: prescriptions.plural,
    path: '/prescription',
    icon: LocalPharmacyOutlined,
    permission: prescriptions.permissions.read,
    group: 'Management',
    resource: prescriptions.name,
    create: '/add-prescription',
  },
  {
    label: 'Add Prescription',
    path: '/add-prescription',
    icon: LocalPharmacyOutlined,
    permission: prescriptions.permissions.write,
    group: 'Management',
    sidebar: false,
  },
  {
    label: 'Add Prescription',
    path: '/addprescription',
    icon: LocalPharmacyOutlined,
    permission: prescriptions.permissions.write,
    group: 'Management',
    sidebar: false,
  },
  {
    label: consultations.plural,
    path: '/consultation',
    icon: ForumOutlined,
    permission: consultations.permissions.read,
    group: 'Consultations',
    resource: consultations.name,
  },
  {
    label: 'Odontogram',
    path: '/Odontogram',
    icon: GridOnOutlined,
    permission: patients.permissions.read,
    group: 'Clinic',
  },
  // The address in lower case is the same screen (the spec's route table names both).
  {
    label: 'Odontogram',
    path: '/odontogram',
    icon: GridOnOutlined,
    permission: patients.permissions.read,
    group: 'Clinic',
    sidebar: false,
  },
  {
    label: dentalImages.plural,
    path: '/dental-imaging',
    icon: MonochromePhotosOutlined,
    permission: dentalImages.permissions.read,
    group: 'Clinic',
    resource: dentalImages.name,
  },
  {
    label: treatmentPlans.plural,
    path: '/treatment-plan',
    icon: AssignmentOutlined,
    permission: treatmentPlans.permissions.read,
    group: 'Clinic',
    resource: treatmentPlans.name,
  },
  {
    label: memberships.plural,
    path: '/dental-membership',
    icon: CardMembershipOutlined,
    permission: memberships.permissions.read,
    group: 'Records',
    resource: memberships.name,
  },
  {
    label: insurancePolicies.plural,
    path: '/insurance',
    icon: HealthAndSafetyOutlined,
    permission: insurancePolicies.permissions.read,
    group: 'Records',
    resource: insurancePolicies.name,
  },
  {
    label: loyaltyAccounts.plural,
    path: '/loyalty',
    icon: LoyaltyOutlined,
    permission: loyaltyAccounts.permissions.read,
    group: 'Records',
    resource: loyaltyAccounts.name,
  },
  {
    label: caseStudies.plural,
    path: '/case-study',
    icon: MenuBookOutlined,
    permission: caseStudies.permissions.read,
    group: 'Records',
    resource: caseStudies.name,
  },
  {
    label: legalDocuments.plural,
    path: '/legal',
    icon: GavelOutlined,
    permission: legalDocuments.permissions.read,
    group: 'Records',
    resource: legalDocuments.name,
  },
  {
    label: clinics.plural,
    path: '/clinic',
    icon: LocalHospitalOutlined,
    permission: clinics.permissions.read,
    group: 'Clinic',
    resource: clinics.name,
  },
  {
    label: procedures.plural,
    path: '/procedure',
    icon: MedicalServicesOutlined,
    permission: procedures.permissions.read,
    group: 'Diagnostics',
    resource: procedures.name,
  },
  {
    label: diagnoses.plural,
    path: '/diagnosis',
    icon: BiotechOutlined,
    permission: diagnoses.permissions.read,
    group: 'Diagnostics',
    resource: diagnoses.name,
  },
  {
    label: operations.plural,
    path: '/operation',
    icon: HealingOutlined,
    permission: operations.permissions.read,
    group: 'Diagnostics',
    resource: operations.name,
  },
  {
    label: inventoryItems.plural,
    path: '/inventory-item',
    icon: Inventory2Outlined,
    permission: inventoryItems.permissions.read,
    group: 'Inventory',
    resource: inventoryItems.name,
  },
  {
    label: 'Add Inventory Item',
    path: '/inventory/add',
    icon: Inventory2Outlined,
    permission: inventoryItems.permissions.write,
    group: 'Inventory',
    sidebar: false,
  },
  {
    label: 'Equipment Maintenance',
    path: '/equipment-maintenance',
    icon: PrecisionManufacturingOutlined,
    permission: equipment.permissions.read,
    group: 'Inventory',
    resource: equipment.name,
  },
  {
    label: 'Sales Analytics',
    path: '/sale-analytics',
    icon: InsightsOutlined,
    permission: invoices.permissions.read,
    group: 'Analytics',
  },
  {
    label: 'Patient Analytics',
    path: '/patient-analytics',
    icon: InsightsOutlined,
    permission: patients.permissions.read,
    group: 'Analytics',
  },
  {
    label: 'Medicament Analytics',
    path: '/medicament-analytics',
    icon: InsightsOutlined,
    permission: medicaments.permissions.read,
    group: 'Analytics',
  },
  { label: 'Settings', path: '/configuration', icon: SettingsOutlined, permission: null, group: 'Settings' },
  { label: 'Help', path: '/help', icon: HelpOutlined, permission: null, group: 'Settings' },
  {
    label: recallTypes.plural,
    path: '/recall-types',
    icon: EventRepeatOutlined,
    permission: recallTypes.permissions.write,
    group: 'Settings',
    resource: recallTypes.name,
  },
  {
    label: reminderRules.plural,
    path: '/reminder-rules',
    icon: NotificationsActiveOutlined,
    permission: reminderRules.permissions.read,
    group: 'Settings',
    resource: reminderRules.name,
  },
  {
    label: outbox.plural,
    path: '/outbox',
    icon: OutboxOutlined,
    permission: outbox.permissions.read,
    group: 'Settings',
    resource: outbox.name,
  },
  {
    label: 'My Profile',
    path: '/profile',
    icon: AccountCircleOutlined,
    permission: null,
    group: 'Account',
    sidebar: false,
  },
  { label: 'Search results', path: '/result', icon: SearchOutlined, permission: null, group: 'Main', sidebar: false },
];

/** The nav item a location belongs to: exact match first, then the longest path prefix. */
export function navItemFor(pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of NAV_ITEMS) {
    if (item.path === '/') continue;
    const hit = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (hit && (!best || item.path.length > best.path.length)) best = item;
  }
  return best;
}

/** The page that lists a resource, if one exists. */
export const navItemForResource = (name: string): NavItem | undefined => NAV_ITEMS.find((i) => i.resource === name);

/** The permission a path needs (null when it is open to any signed-in user). */
export const permissionFor = (path: string): Permission | null => navItemFor(path)?.permission ?? null;
