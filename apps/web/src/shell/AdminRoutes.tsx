import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import AdminRoute from '../app/AdminRoute';
import { QueryProvider } from '../app/QueryProvider';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';

const DashboardPage = lazy(() => import('../modules/dashboard/DashboardPage'));
const NotesPage = lazy(() => import('../modules/notes/NotesPage'));
const TasksPage = lazy(() => import('../modules/tasks/TasksPage'));
const MessagesPage = lazy(() => import('../modules/messages/MessagesPage'));
const PatientsPage = lazy(() => import('../modules/patients/PatientsPage'));
const AppointmentsPage = lazy(() => import('../modules/appointments/AppointmentsPage'));
const AppointmentDetailPage = lazy(() => import('../modules/appointments/AppointmentDetailPage'));
const AppointmentFormPage = lazy(() => import('../modules/appointments/AppointmentFormPage'));
const AppointmentBookPage = lazy(() => import('../modules/appointment-book/AppointmentBookPage'));
const TelemedicinePage = lazy(() => import('../modules/telemedicine/TelemedicinePage'));
const LabTestsPage = lazy(() => import('../modules/lab-tests/LabTestsPage'));
const DentalImagingPage = lazy(() => import('../modules/dental-imaging/DentalImagingPage'));
const CertificatesPage = lazy(() => import('../modules/certificates/CertificatesPage'));
const CertificateTemplatesPage = lazy(() => import('../modules/certificate-templates/CertificateTemplatesPage'));
const PatientFormPage = lazy(() => import('../modules/patients/PatientFormPage'));
const PatientDetailPage = lazy(() => import('../modules/patients/PatientDetailPage'));
const ClinicsPage = lazy(() => import('../modules/clinics/ClinicsPage'));
const OdontogramPage = lazy(() => import('../modules/chart/OdontogramPage'));
const TreatmentPlansPage = lazy(() => import('../modules/treatment-plans/TreatmentPlansPage'));
const MembershipsPage = lazy(() => import('../modules/memberships/MembershipsPage'));
const LoyaltyPage = lazy(() => import('../modules/loyalty/LoyaltyPage'));
const InsurancePage = lazy(() => import('../modules/insurance/InsurancePage'));
const MarketingPage = lazy(() => import('../modules/marketing/MarketingPage'));
const EquipmentPage = lazy(() => import('../modules/equipment/EquipmentPage'));
const LegalDocumentsPage = lazy(() => import('../modules/legal-documents/LegalDocumentsPage'));
const CaseStudiesPage = lazy(() => import('../modules/case-studies/CaseStudiesPage'));
const RecallPage = lazy(() => import('../modules/recall/RecallPage'));
const RecallTypesPage = lazy(() => import('../modules/recall/RecallTypesPage'));
const AsapListPage = lazy(() => import('../modules/recall/AsapListPage'));
const OutboxPage = lazy(() => import('../modules/outbox/OutboxPage'));
const ReminderRulesPage = lazy(() => import('../modules/reminder-rules/ReminderRulesPage'));
const ConsultationsPage = lazy(() => import('../modules/consultations/ConsultationsPage'));
const PaymentsPage = lazy(() => import('../modules/payments/PaymentsPage'));
const BillingPage = lazy(() => import('../modules/billing/BillingPage'));
const InvoicesPage = lazy(() => import('../modules/billing/InvoicesPage'));
const FeeSchedulePage = lazy(() => import('../modules/billing/FeeSchedulePage'));
const PatientAccountPage = lazy(() => import('../modules/billing/PatientAccountPage'));
const SalesAnalyticsPage = lazy(() => import('../modules/billing/SalesAnalyticsPage'));
const PrescriptionsPage = lazy(() => import('../modules/prescriptions/PrescriptionsPage'));
const AddPrescriptionPage = lazy(() => import('../modules/prescriptions/AddPrescriptionPage'));
const DiagnosesPage = lazy(() => import('../modules/diagnoses/DiagnosesPage'));
const PatientAnalyticsPage = lazy(() => import('../modules/analytics/PatientAnalyticsPage'));
const MedicamentAnalyticsPage = lazy(() => import('../modules/analytics/MedicamentAnalyticsPage'));
const DoctorsPage = lazy(() => import('../modules/doctors/DoctorsPage'));
const StaffPage = lazy(() => import('../modules/staff/StaffPage'));
const MedicamentCategoriesPage = lazy(() => import('../modules/medicament-categories/MedicamentCategoriesPage'));
const MedicamentsPage = lazy(() => import('../modules/medicaments/MedicamentsPage'));
const AddMedicamentPage = lazy(() => import('../modules/medicaments/AddMedicamentPage'));
const ManufacturersPage = lazy(() => import('../modules/medicament-manufacturers/ManufacturersPage'));
const ProceduresPage = lazy(() => import('../modules/procedures/ProceduresPage'));
const ExpensesPage = lazy(() => import('../modules/expenses/ExpensesPage'));
const IncomesPage = lazy(() => import('../modules/incomes/IncomesPage'));
const InventoryItemsPage = lazy(() => import('../modules/inventory-items/InventoryItemsPage'));
const AddInventoryItemPage = lazy(() => import('../modules/inventory-items/AddInventoryItemPage'));
const OperationsPage = lazy(() => import('../modules/operations/OperationsPage'));
const SettingsPage = lazy(() => import('../modules/settings/SettingsPage'));
const ProfilePage = lazy(() => import('../modules/profile/ProfilePage'));
const HelpPage = lazy(() => import('../modules/help/HelpPage'));
const TestimonialsPage = lazy(() => import('../modules/site-content/TestimonialsPage'));
const BlogPostsPage = lazy(() => import('../modules/site-content/BlogPostsPage'));
const ServicesGridPage = lazy(() => import('../modules/site-content/ServicesGridPage'));
const NewslettersPage = lazy(() => import('../modules/newsletters/NewslettersPage'));
const SchedulePage = lazy(() => import('../modules/site-content/SchedulePage'));
/** The CMS editors: one chunk, one small component each. */
const editor = (name: keyof typeof import('../modules/site-content/pages')) =>
  lazy(() => import('../modules/site-content/pages').then((m) => ({ default: m[name] })));
const CMS_EDITORS = [
  ['aboutus', editor('AboutUsPage')],
  ['homepage', editor('HomePageEditor')],
  ['servicepage', editor('ServicesSectionPage')],
  ['openinghourpage', editor('OpeningHoursPage')],
  ['contactpage', editor('ContactPageEditor')],
  ['blogpage', editor('BlogPageEditor')],
  ['membershippage', editor('MembershipPlansPage')],
  ['bookvisitpage', editor('BookVisitEditor')],
] as const;
const SearchResultsPage = lazy(() => import('../modules/search/SearchResultsPage'));

/** An admin page, shown only to users whose role allows it. */
function adminPage(path: string, Page: LazyExoticComponent<ComponentType>) {
  return <Route key={path} path={path} element={<AdminRoute path={path} page={Page} />} />;
}

/**
 * Spec 000 §2: the admin shell's pages, in the shell's chunk (the public site and the login page
 * load neither them nor the list of their chunks). Only modules that exist have routes; every
 * other address is "Page not found" inside the shell.
 */
export function AdminRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<AppLayout />}>
          {adminPage('dashboard', DashboardPage)}
          {adminPage('note', NotesPage)}
          {adminPage('todo', TasksPage)}
          {adminPage('messages', MessagesPage)}
          {/* Spec 000 §2.2 names both addresses of the inbox. */}
          <Route path="message" element={<Navigate to="/messages" replace />} />
          {adminPage('rendezvous', AppointmentsPage)}
          {adminPage('appointment-book', AppointmentBookPage)}
          {adminPage('telemedicine', TelemedicinePage)}
          {adminPage('rendezvous/:id', AppointmentDetailPage)}
          {adminPage('rendezvous/:id/edit', AppointmentFormPage)}
          {adminPage('appointments/add', AppointmentFormPage)}
          {/* Spec 000 §2.2 spells the booking page's second address so. */}
          {adminPage('add-appointement', AppointmentFormPage)}
          {adminPage('patient', PatientsPage)}
          {/* The navigation also names the plural address of the list. */}
          <Route path="patients" element={<Navigate to="/patient" replace />} />
          {adminPage('quick-test', LabTestsPage)}
          {adminPage('lab-test', LabTestsPage)}
          {adminPage('dental-imaging', DentalImagingPage)}
          {adminPage('certificate', CertificatesPage)}
          {adminPage('certificate-template', CertificateTemplatesPage)}
          {adminPage('patient/:id', PatientDetailPage)}
          {adminPage('patients/add', PatientFormPage)}
          {adminPage('add-patient', PatientFormPage)}
          {adminPage('patients/:id/edit', PatientFormPage)}
          {adminPage('staff', StaffPage)}
          {adminPage('doctor', DoctorsPage)}
          {adminPage('clinic', ClinicsPage)}
          {adminPage('treatment-plan', TreatmentPlansPage)}
          {adminPage('odontogram', OdontogramPage)}
          {adminPage('dental-membership', MembershipsPage)}
          {adminPage('loyalty', LoyaltyPage)}
          {adminPage('insurance', InsurancePage)}
          {adminPage('marketing', MarketingPage)}
          {adminPage('outbox', OutboxPage)}
          {adminPage('recall', RecallPage)}
          {adminPage('recall-types', RecallTypesPage)}
          {adminPage('asap-list', AsapListPage)}
          {adminPage('reminder-rules', ReminderRulesPage)}
          {adminPage('consultation', ConsultationsPage)}
          {adminPage('prescription', PrescriptionsPage)}
          {adminPage('payment', PaymentsPage)}
          {adminPage('billing', BillingPage)}
          {adminPage('invoice', InvoicesPage)}
          {adminPage('fee-schedule', FeeSchedulePage)}
          {adminPage('patient/:id/account', PatientAccountPage)}
          {adminPage('sale-analytics', SalesAnalyticsPage)}
          {adminPage('add-prescription', AddPrescriptionPage)}
          {adminPage('addprescription', AddPrescriptionPage)}
          {adminPage('diagnosis', DiagnosesPage)}
          {adminPage('patient-analytics', PatientAnalyticsPage)}
          {adminPage('medicament-analytics', MedicamentAnalyticsPage)}
          {adminPage('medicaments', MedicamentsPage)}
          {adminPage('add-medicament', AddMedicamentPage)}
          {adminPage('medicament-manufacture', ManufacturersPage)}
          {adminPage('medicament-category', MedicamentCategoriesPage)}
          {adminPage('procedure', ProceduresPage)}
          {adminPage('expense', ExpensesPage)}
          {adminPage('income', IncomesPage)}
          {adminPage('inventory-item', InventoryItemsPage)}
          {adminPage('equipment-maintenance', EquipmentPage)}
          {adminPage('legal', LegalDocumentsPage)}
          {adminPage('case-study', CaseStudiesPage)}
          {adminPage('inventory/add', AddInventoryItemPage)}
          {adminPage('operation', OperationsPage)}
          {adminPage('configuration', SettingsPage)}
          {adminPage('configuration/:tab', SettingsPage)}
          {adminPage('profile', ProfilePage)}
          {adminPage('help', HelpPage)}
          {CMS_EDITORS.map(([path, Page]) => adminPage(path, Page))}
          {adminPage('service', ServicesGridPage)}
          {adminPage('blog-posts', BlogPostsPage)}
          {adminPage('testimonials', TestimonialsPage)}
          {adminPage('newsletters', NewslettersPage)}
          {adminPage('schedule', SchedulePage)}
          {adminPage('result/:input', SearchResultsPage)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}
