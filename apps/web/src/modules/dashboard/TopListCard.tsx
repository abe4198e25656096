import { formatCount, TOP_LISTS, type TopList, type TopListName } from '@chairside/domain';
import {
  Button,
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { get } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { resourceKeys } from '../../resources/queryKeys';

/** Where each list's entry opens. */
const PAGE_OF: Record<TopListName, (id: number) => string> = {
  doctors: (id) => `/doctor?view=${id}`,
  patients: (id) => `/patient/${id}`,
  medicaments: (id) => `/medicaments?view=${id}`,
};

/** Under the resources' key: a new visit or prescription anywhere refreshes the lists. */
const topKey = (name: TopListName) => [...resourceKeys.all, 'dashboard', 'top', name];

/** One of the dashboard's Top 5 lists (spec 000 §2.9): counted by the server over the last year. */
export function TopListCard({ name }: { name: TopListName }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const list = TOP_LISTS[name];
  const { data, isLoading, isError, refetch } = useQuery({
    queryKey: topKey(name),
    queryFn: () => get<TopList>(`/dashboard/top-${name}`),
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(list.title)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('Last 12 months')}
        </Typography>
        {isLoading ? (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ) : isError ? (
          <Stack direction="row" sx={{ mt: 1, alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {t('Could not load')}
            </Typography>
            <Button size="small" onClick={() => void refetch()}>
              {t('Retry')}
            </Button>
          </Stack>
        ) : !data?.items.length ? (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('No data')}</Typography>
        ) : (
          <List dense disablePadding component="ol" sx={{ mt: 0.5 }}>
            {data.items.map((item, i) => (
              <li key={item.id}>
                <ListItemButton component={RouterLink} to={PAGE_OF[name](item.id)} sx={{ px: 1 }}>
                  <ListItemText
                    primary={`${i + 1}. ${item.name}`}
                    slotProps={{ primary: { noWrap: true } }}
                    sx={{ mr: 1 }}
                  />
                  <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {t(`{{n}} ${list.unit}`, { n: formatCount(item.count, i18n.language) })}
                  </Typography>
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
