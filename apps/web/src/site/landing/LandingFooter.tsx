import { now } from '@chairside/domain';
import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

/** © current year, and the staff entrance. */
export function LandingFooter({ appName }: { appName: string }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 3, bgcolor: '#0f4c63', color: 'common.white' }}>
      <Container maxWidth="lg">
        <Box
          sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'space-between' }}
        >
          <Typography variant="body2">
            © {now().getFullYear()} {appName}. {t('All rights reserved.')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Link component={RouterLink} to="/login" color="inherit">
              {t('Staff login')}
            </Link>
            <Link component={RouterLink} to="/register" color="inherit">
              {t('Create an account')}
            </Link>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
