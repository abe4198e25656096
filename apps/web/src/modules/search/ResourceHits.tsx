import { Card, CardHeader, Chip, Link, List, ListItem, ListItemButton, ListItemText, Skeleton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { formatValue } from '../../resources/format';
import { LoadErrorAlert } from '../../resources/LoadErrorAlert';
import { useFormatContext } from '../../resources/useFormatContext';
import { navItemForResource } from '../../shell/nav';
import { PatientHits } from './PatientHits';
import { recordPath } from './recordPath';
import type { ResourceSearch, SearchHit } from './useResourceSearch';

/**
 * The hits of one resource: its title and a second column as a hint, both as
 * the grid shows them (names, the clinic's date format); a hit opens its record.
 * Patients get the spec's grid instead.
 */
export function ResourceHits({ search, q }: { search: ResourceSearch; q: string }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const { def, items, total, isLoading, isError, refetch } = search;
  const page = navItemForResource(def.name);
  const listPath = page ? `${page.path}?q=${encodeURIComponent(q)}` : undefined;
  const hintField = def.list.columns.find((c) => c !== def.titleField);
  const shown = (hit: SearchHit, key: string | undefined): string | undefined => {
    const field = key ? def.fields[key] : undefined;
    if (!key || !field) return undefined;
    const labels = hit.labels as Record<string, string | null> | undefined;
    return formatValue(field, hit[key], ctx, labels?.[key]) || undefined;
  };
  const titleOf = (hit: SearchHit) => shown(hit, def.titleField) ?? `#${hit.id}`;

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
        <LoadErrorAlert onRetry={refetch} message="This search failed. Try again in a moment." sx={{ mx: 2, mb: 2 }} />
      )}
      {items.length > 0 && def.name === 'patients' && <PatientHits items={items} />}
      {items.length > 0 && def.name !== 'patients' && (
        <List disablePadding>
          {items.map((hit) => {
            const primary = titleOf(hit);
            const secondary = shown(hit, hintField);
            const to = recordPath(def.name, hit.id);
            return to ? (
              <ListItem key={hit.id} disablePadding>
                <ListItemButton component={RouterLink} to={to}>
                  <ListItemText primary={primary} secondary={secondary} />
                </ListItemButton>
              </ListItem>
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
