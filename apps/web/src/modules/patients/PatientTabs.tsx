import {
  dentalImages,
  invoices,
  labTests,
  legalDocuments,
  type Permission,
  RESOURCE_CATALOGUE,
  treatmentPlans,
} from '@chairside/domain';
import { Box, Tab, Tabs } from '@mui/material';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { RelatedRecords } from '../../resources/RelatedRecords';
import type { ResourceRecord } from '../../resources/types';
import { PatientAccount } from '../billing/PatientAccount';
import { PatientAppointments } from './PatientAppointments';
import { PatientOverview } from './PatientOverview';
import { PatientPrescriptions } from './PatientPrescriptions';

// The chart (with the marks of the teeth that have images) is its own chunk: it loads when its tab is opened.
const ChartWithImages = lazy(() =>
  import('../dental-imaging/ChartWithImages').then((m) => ({ default: m.ChartWithImages })),
);
const PerioSection = lazy(() => import('../perio/PerioSection').then((m) => ({ default: m.PerioSection })));
const PatientRecall = lazy(() => import('../recall/PatientRecall').then((m) => ({ default: m.PatientRecall })));
const PatientImages = lazy(() => import('../dental-imaging/PatientImages').then((m) => ({ default: m.PatientImages })));

interface TabDef {
  key: string;
  label: string;
  /** Only for users with this permission (the account: billing). */
  permission?: Permission | null;
  render(record: ResourceRecord): ReactNode;
}

function Related({
  def,
  filter,
  record,
  title,
  page,
}: {
  def: typeof treatmentPlans | typeof labTests | typeof legalDocuments;
  filter: string;
  record: ResourceRecord;
  title: string;
  page: string;
}) {
  const fixed = useMemo(() => ({ [filter]: String(record.id) }), [filter, record.id]);
  return (
    <RelatedRecords
      def={def}
      fixedFilters={fixed}
      title={title}
      pageOf={(id) => `${page}?view=${id}`}
      defaults={{ [filter]: record.id }}
      createLabel={`Add ${def.label}`}
      canCreate={!record.archivedAt}
    />
  );
}

/**
 * The sections of a patient's page, one tab each; a tab's content is drawn
 * (and its data fetched) only once it is opened.
 */
const TABS: readonly TabDef[] = [
  { key: 'overview', label: 'Overview', render: (r) => <PatientOverview record={r} /> },
  {
    key: 'chart',
    label: 'Chart',
    render: (r) => (
      <>
        <ChartWithImages patient={r.id} patientName={String(r.fullName)} />
        <PerioSection patient={r.id} />
      </>
    ),
  },
  {
    key: 'images',
    label: 'Images',
    permission: dentalImages.permissions.read,
    render: (r) => <PatientImages patient={r.id} archived={Boolean(r.archivedAt)} />,
  },
  {
    key: 'plans',
    label: 'Treatment Plans',
    render: (r) => (
      <Related def={treatmentPlans} filter="patient" record={r} title="Treatment Plans" page="/treatment-plan" />
    ),
  },
  { key: 'appointments', label: 'Appointments', render: (r) => <PatientAppointments patient={r.id} /> },
  {
    key: 'recall',
    label: 'Recall',
    permission: RESOURCE_CATALOGUE.appointments.permissions.read,
    render: (r) => <PatientRecall patient={r.id} />,
  },
  {
    key: 'prescriptions',
    label: 'Prescriptions',
    render: (r) => <PatientPrescriptions patient={r.id} archived={Boolean(r.archivedAt)} />,
  },
  {
    key: 'lab-tests',
    label: 'Lab Tests',
    render: (r) => <Related def={labTests} filter="patientId" record={r} title="Lab Tests" page="/lab-test" />,
  },
  {
    key: 'documents',
    label: 'Documents',
    render: (r) => <Related def={legalDocuments} filter="patient" record={r} title="Documents" page="/legal" />,
  },
  {
    key: 'account',
    label: 'Account',
    permission: invoices.permissions.read,
    render: (r) => <PatientAccount patientId={r.id} />,
  },
];

/** The patient hub's tabs, the open one kept in the address (`?tab=chart`). */
export function PatientTabs({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const { can } = useAuth();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((tab) => tab.permission === undefined || can(tab.permission));
  const current = tabs.find((tab) => tab.key === params.get('tab')) ?? tabs[0]!;
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setParams({ tab: key }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('Patient sections')}
        className="no-print"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={t(tab.label)}
            id={`patient-tab-${tab.key}`}
            aria-controls="patient-tab-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="patient-tab-panel" aria-labelledby={`patient-tab-${current.key}`}>
        <Suspense fallback={<PageLoader />}>{current.render(record)}</Suspense>
      </Box>
    </Box>
  );
}
