import { Box, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import type { DemoAccountsResponse } from './useDemoAccounts';

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
      {/* MUI's Divider draws this line with 1 KB more code on the login page. */}
      <Box component="hr" sx={{ m: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />
      <List disablePadding>
        {data.accounts.map((a) => (
          <ListItem key={a.username} disablePadding>
            <ListItemButton onClick={() => onPick(a.username, data.password)}>
              <ListItemText primary={a.username} secondary={t(a.role)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
