import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { useDemoAccounts } from '../site/useDemoAccounts';

const HEIGHT = 32;

/**
 * Spec 000 §1 / §2.9's demo banner, on every screen while the server runs the
 * demo clinic: a strip in the page's flow (never over what it covers), at the
 * top of the public pages and under the admin shell's header.
 */
export function DemoBanner({ inMain = false }: { inMain?: boolean }) {
  const { t } = useTranslation();
  const { data } = useDemoAccounts();
  if (!data?.demo) return null;
  return (
    <Box
      // A landmark of its own on the public pages; a note inside the shell's main region.
      component={inMain ? 'div' : 'aside'}
      role={inMain ? 'note' : undefined}
      aria-label={t('Demo')}
      className="no-print"
      sx={{
        minHeight: HEIGHT,
        bgcolor: 'grey.900',
        color: 'common.white',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
      }}
    >
      <InfoOutlined fontSize="small" aria-hidden />
      <Typography variant="body2">
        {t('Demonstration clinic: the data is made up and may be reset at any time. Do not enter real patients.')}
      </Typography>
    </Box>
  );
}
