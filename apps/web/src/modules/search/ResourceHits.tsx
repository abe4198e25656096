import {
  Alert,
  Button,
  Card,
  CardHeader,
  Chip,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { navItemForResource } from '../../shell/nav';
import type { ResourceSearch, SearchHit } from './useResourceSearch';

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The hits of one resource: its title field, and a second column as a hint. */
export function ResourceHits({ search, q }: { search: ResourceSearch; q: string }) {
  const { t } = useTranslation();
  const { def, items, total, isLoading, isError, refetch } = search;
  const page = navItemForResource(def.name);
  const listPath = page ? `${page.path}?q=${encodeURIComponent(q)}` : undefined;
  const hintField = def.list.columns.find((c) => c !== def.titleField);
  const titleOf = (hit: SearchHit) => text(hit[def.titleField]) ?? `#${hit.id}`;

  return (
    <Card component="section" aria-label={t(def.plural)}>
      <CardHeader
        title={t(def.plural)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          !isLoading && !isError ? <Chip label={total} aria-label={t('{{total}} found', { total })} /> : undefined
        }
      />
      {isLoading && <Skeleton variant="rectangular" height={64} sx={{ mx: 2, mb: 2 }} />}
      {isError && (
        <Alert
          severity="error"
          sx={{ mx: 2, mb: 2 }}
          action={
            <Button color="inherit" onClick={refetch}>
              {t('Try again')}
            </Button>
          }
        >
          {t('This search failed. Try again in a moment.')}
        </Alert>
      )}
      {items.length > 0 && (
        <List disablePadding>
          {items.map((hit) => {
            const primary = titleOf(hit);
            const secondary = hintField ? text(hit[hintField]) : undefined;
            return listPath ? (
              <ListItemButton key={hit.id} component={RouterLink} to={listPath}>
                <ListItemText primary={primary} secondary={secondary} />
              </ListItemButton>
            ) : (
              <ListItem key={hit.id}>
                <ListItemText primary={primary} secondary={secondary} />
              </ListItem>
            );
          })}
        </List>
      )}
      {listPath && total > items.length && (
        <Link component={RouterLink} to={listPath} sx={{ display: 'block', px: 2, py: 1.5 }}>
          {t('See all {{total}} in {{name}}', { total, name: t(def.plural) })}
        </Link>
      )}
    </Card>
  );
}
