import { type AnyResource, consultations, prescriptions } from '@chairside/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { ResourceForm } from '../../resources/ResourceForm';
import { ResourceList } from '../../resources/ResourceList';
import type { ResourceRecord } from '../../resources/types';

/** The instant a visit starts, read on this browser's clock (the clinic's, at the desk). */
const visitStart = (date: unknown, start: unknown): string | undefined => {
  const at = new Date(`${String(date)}T${String(start)}:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

interface VisitRecordsProps {
  /** A record type with a reference `appointment` among its list filters. */
  def: AnyResource;
  visit: ResourceRecord;
  archived: boolean;
  title: string;
  startLabel: string;
  /** Where a record of the list opens (its detail). */
  pageOf(id: number): string;
  /** What a new record starts with, from the visit. */
  defaultsOf(visit: ResourceRecord): Record<string, unknown>;
}

/**
 * Records of one type written at a visit, on the visit's page: the list, and
 * a button that opens the form with the visit, its patient, doctor and
 * clinic already filled in.
 */
function VisitRecords({ def, visit, archived, title, startLabel, pageOf, defaultsOf }: VisitRecordsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAuth();
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const fixed = useMemo(() => ({ appointment: String(visit.id) }), [visit.id]);
  if (!can(def.permissions.read)) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t(title)}
        </Typography>
        {can(def.permissions.write) && !archived && (
          <Button startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
            {t(startLabel)}
          </Button>
        )}
      </Stack>
      <ResourceList def={def} fixedFilters={fixed} onView={(id) => navigate(pageOf(id))} />
      <ResourceForm
        def={def}
        open={creating}
        defaults={defined(defaultsOf(visit))}
        onClose={() => setCreating(false)}
      />
    </Box>
  );
}

const whoAndWhere = (visit: ResourceRecord) => ({
  appointment: visit.id,
  patient: visit.patient,
  doctor: visit.doctor,
  clinic: visit.clinic,
});

/** The consultations of a visit: what was found, recommended and ordered there. */
export function VisitConsultations({ visit, archived }: { visit: ResourceRecord; archived: boolean }) {
  return (
    <VisitRecords
      def={consultations}
      visit={visit}
      archived={archived}
      title="Consultations"
      startLabel="Start consultation"
      pageOf={(id) => `/consultation?view=${id}`}
      defaultsOf={(v) => ({
        ...whoAndWhere(v),
        consultationDate: visitStart(v.appointmentDate, v.startTime),
        consultationType: v.appointmentType === 'Telemedicine' ? 'Telemedicine' : undefined,
        reasonForVisit: v.reasonForVisit,
      })}
    />
  );
}

/** The prescriptions written at a visit, each printable from its detail. */
export function VisitPrescriptions({ visit, archived }: { visit: ResourceRecord; archived: boolean }) {
  return (
    <VisitRecords
      def={prescriptions}
      visit={visit}
      archived={archived}
      title="Prescriptions of this visit"
      startLabel="Write prescription"
      pageOf={(id) => `/prescription?view=${id}`}
      defaultsOf={(v) => ({ ...whoAndWhere(v), prescriptionDate: v.appointmentDate })}
    />
  );
}
