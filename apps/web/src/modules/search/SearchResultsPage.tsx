import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { EmptyState } from '../../components/EmptyState';
import { isolate } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import { NAV_ITEMS } from '../../shell/nav';
import { PageHits } from './PageHits';
import { ResourceHits } from './ResourceHits';
import { useResourceSearch } from './useResourceSearch';

/** /result/:input — the patients found, matching pages, then the hits of every other readable resource. */
export default function SearchResultsPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const q = (useParams().input ?? '').trim();
  const searches = useResourceSearch(q);
  const needle = q.toLocaleLowerCase();
  const pages = NAV_ITEMS.filter(
    (i) => i.sidebar !== false && can(i.permission) && needle && t(i.label).toLocaleLowerCase().includes(needle),
  );
  const shown = searches.filter((s) => s.isLoading || s.isError || s.items.length > 0);
  const nothing = pages.length === 0 && shown.length === 0;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('Search results for “{{text}}”', { text: isolate(q) })}
      </Typography>
      {nothing ? (
        <Paper variant="outlined">
          <EmptyState icon={SearchOffOutlined} title={t('No results')}>
            {t('Nothing matches your search. Check the spelling, or try a shorter or different word.')}
          </EmptyState>
        </Paper>
      ) : (
        <Stack spacing={2} aria-live="polite">
          {/* Patients first (spec 002: the patients found head the results). */}
          {shown
            .filter((s) => s.def.name === 'patients')
            .map((s) => (
              <ResourceHits key={s.def.name} search={s} q={q} />
            ))}
          {pages.length > 0 && <PageHits pages={pages} />}
          {shown
            .filter((s) => s.def.name !== 'patients')
            .map((s) => (
              <ResourceHits key={s.def.name} search={s} q={q} />
            ))}
        </Stack>
      )}
    </Box>
  );
}
