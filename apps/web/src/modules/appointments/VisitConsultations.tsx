import { consultations } from '@chairside/domain';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { ResourceForm } from '../../resources/ResourceForm';
import { ResourceList } from '../../resources/ResourceList';
import type { ResourceRecord } from '../../resources/types';

/** Where a consultation opens: its detail dialog on the consultations screen. */
const consultationPage = (id: number) => `/consultation?view=${id}`;

/** The instant a visit starts, read on this browser's clock (the clinic's, at the desk). */
const visitStart = (date: unknown, start: unknown): string | undefined => {
  const at = new Date(`${String(date)}T${String(start)}:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

/**
 * The consultations of one visit on its page: what was found, prescribed,
 * recommended and ordered there. Start consultation opens the form with the
 * visit, its patient, doctor, clinic and time already filled in.
 */
export function VisitConsultations({ visit, archived }: { visit: ResourceRecord; archived: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAuth();
  const [creating, setCreating] = useState(false);
  const fixed = useMemo(() => ({ appointment: String(visit.id) }), [visit.id]);
  if (!can(consultations.permissions.read)) return null;
  const defaults = {
    appointment: visit.id,
    patient: visit.patient,
    doctor: visit.doctor,
    clinic: visit.clinic,
    consultationDate: visitStart(visit.appointmentDate, visit.startTime),
    consultationType: visit.appointmentType === 'Telemedicine' ? 'Telemedicine' : undefined,
    reasonForVisit: visit.reasonForVisit,
  };
  return (
    <Box component="section" aria-labelledby="visit-consultations" sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="visit-consultations" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('Consultations and prescriptions')}
        </Typography>
        {can(consultations.permissions.write) && !archived && (
          <Button startIcon={<MedicalServicesOutlined />} onClick={() => setCreating(true)}>
            {t('Start consultation')}
          </Button>
        )}
      </Stack>
      <ResourceList def={consultations} fixedFilters={fixed} onView={(id) => navigate(consultationPage(id))} />
      <ResourceForm
        def={consultations}
        open={creating}
        defaults={Object.fromEntries(Object.entries(defaults).filter(([, v]) => v !== undefined))}
        onClose={() => setCreating(false)}
      />
    </Box>
  );
}
