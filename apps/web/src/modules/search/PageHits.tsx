import { Card, CardHeader, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { NavItem } from '../../shell/nav';

/** Screens of the application whose name matches the search. */
export function PageHits({ pages }: { pages: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-label={t('Pages')}>
      <CardHeader title={t('Pages')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <List disablePadding>
        {pages.map((p) => {
          const Icon = p.icon;
          return (
            <ListItem key={p.path} disablePadding>
              <ListItemButton component={RouterLink} to={p.path}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(p.label)} secondary={t(p.group)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
}
