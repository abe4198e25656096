import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { INSET_FOCUS_RING } from '../app/theme';
import { useTranslation } from '../i18n/useTranslation';
import type { DemoAccountsResponse } from './useDemoAccounts';

/**
 * A dense MUI ListItemButton's look (and the theme's inset focus ring) on ButtonBase, which every
 * page has: List, ListItem, ListItemButton, ListItemText and Divider were ~4 KB gzip of code on the
 * login page, for this demo-only list.
 */
const ACCOUNT_BUTTON = {
  display: 'flex',
  justifyContent: 'flex-start',
  alignItems: 'center',
  flexGrow: 1,
  minWidth: 0,
  px: 2,
  py: 0.5,
  textAlign: 'left',
  transition: (theme: Theme) =>
    theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
  '&.Mui-focusVisible': { bgcolor: 'action.focus', ...INSET_FOCUS_RING },
} as const satisfies SxProps<Theme>;

/** The demo accounts, one per role; picking one fills the login form. */
export default function DemoAccountList({
  data,
  onPick,
}: {
  data: DemoAccountsResponse;
  onPick(username: string, password: string): void;
}) {
  const { t } = useTranslation();

  return (
    <Paper variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="demo-accounts-title">
      <Typography id="demo-accounts-title" variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t('Demo accounts')}
      </Typography>
      <Typography variant="body2" sx={{ px: 2, pb: 1, color: 'text.secondary' }}>
        {t(
          'This is a demonstration. Every demo account uses the password {{password}}. Choose one to fill in the form.',
          {
            password: data.password,
          },
        )}
      </Typography>
      <Box component="hr" sx={{ m: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.accounts.map((a) => (
          <Box component="li" key={a.username} sx={{ display: 'flex' }}>
            <ButtonBase onClick={() => onPick(a.username, data.password)} sx={ACCOUNT_BUTTON}>
              <Box component="span" sx={{ flex: '1 1 auto', minWidth: 0, my: 0.75 }}>
                <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                  {a.username}
                </Typography>
                <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t(a.role)}
                </Typography>
              </Box>
            </ButtonBase>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
