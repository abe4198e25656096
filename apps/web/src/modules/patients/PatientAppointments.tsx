import { appointments } from '@chairside/domain';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { ResourceList } from '../../resources/ResourceList';
import { APPOINTMENT_PAGES } from '../appointments/pages';

/** A patient's visits on their card, newest first, and a button that books the next one for them. */
export function PatientAppointments({ patient }: { patient: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAuth();
  const fixed = useMemo(() => ({ patient: String(patient) }), [patient]);
  if (!can(appointments.permissions.read)) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('Appointments')}
        </Typography>
        {can(appointments.permissions.write) && (
          <Button
            component={RouterLink}
            to={APPOINTMENT_PAGES.book({ patient })}
            startIcon={<EventOutlined />}
            className="no-print"
          >
            {t('Book appointment')}
          </Button>
        )}
      </Stack>
      <ResourceList def={appointments} fixedFilters={fixed} onView={(id) => navigate(APPOINTMENT_PAGES.view(id))} />
    </Box>
  );
}
