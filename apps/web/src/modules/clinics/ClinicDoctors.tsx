import { doctors } from '@chairside/domain';
import { Alert, Box, Chip, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { useResourceList } from '../../resources/useResourceList';

/** The doctors who work at a clinic (their clinic is this one), each linking to the doctor's detail. */
export function ClinicDoctors({ clinicId }: { clinicId: number }) {
  const { t } = useTranslation();
  const list = useResourceList(doctors, {
    page: 1,
    pageSize: 100,
    sort: 'fullName',
    filters: { clinic: String(clinicId) },
  });
  const items = list.data?.items ?? [];

  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('Doctors available')}
      </Typography>
      {list.isPending ? (
        <Skeleton width="60%" />
      ) : list.isError ? (
        <Alert severity="error">{t(GENERIC_ERROR)}</Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('No doctor works at this clinic yet.')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {items.map((doctor) => (
            <Box
              component="li"
              key={doctor.id}
              sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Link component={RouterLink} to={`/doctor?view=${doctor.id}`}>
                {String(doctor.fullName)}
              </Link>
              <Chip label={t(String(doctor.specialization))} size="small" variant="outlined" />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
