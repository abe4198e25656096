import { TOP_LISTS, type TopListName } from '@chairside/domain';
import { Box, Typography } from '@mui/material';
import { useAuth } from '../../auth/AuthContext';
import { DrawWhenNear } from '../../components/DrawWhenNear';
import { useTranslation } from '../../i18n/useTranslation';
import { BillingFigures } from '../billing/BillingFigures';
import { RecallTiles } from '../recall/RecallTiles';
import { AppointmentsCalendarCard } from './AppointmentsCalendarCard';
import { CHART_CARD_HEIGHT } from './chartSize';
import { DashboardChartsLoader } from './DashboardChartsLoader';
import { DashboardCounters } from './DashboardCounters';
import { HealthPanel } from './HealthPanel';
import { TodayAppointmentsCard } from './TodayAppointmentsCard';
import { TopListCard } from './TopListCard';

/**
 * Spec 000 §2.9, with real numbers only: today's visits and the calendar
 * first, then the record counts per readable resource and the charts (one
 * request), the Top 5 lists, and the server's health. The heading is drawn
 * at once; each card asks for its own data and redraws alone when it comes,
 * and the parts below the fold are drawn (and ask) only when scrolled near.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, can } = useAuth();

  return (
    <Box>
      <Typography variant="h4" component="h1">
        {t('Dashboard')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {/* The name on the staff record linked to the account; the username when none is linked. */}
        {t('Welcome, {{name}}.', { name: user?.name ?? user?.username ?? t('User') })}
      </Typography>
      {can('appointments.view') && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, mb: 3 }}>
          <Box>
            <TodayAppointmentsCard />
          </Box>
          <AppointmentsCalendarCard />
        </Box>
      )}
      <DrawWhenNear minHeight={200}>
        {can('appointments.view') && <RecallTiles />}
        <BillingFigures />
        <DashboardCounters />
      </DrawWhenNear>
      <DrawWhenNear minHeight={CHART_CARD_HEIGHT}>
        <DashboardChartsLoader />
      </DrawWhenNear>
      <DrawWhenNear minHeight={260}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', mb: 3 }}>
          {(Object.keys(TOP_LISTS) as TopListName[])
            .filter((name) => can(TOP_LISTS[name].permission))
            .map((name) => (
              <TopListCard key={name} name={name} />
            ))}
        </Box>
      </DrawWhenNear>
      <DrawWhenNear minHeight={200}>
        <Box sx={{ maxWidth: { md: 480 } }}>
          <HealthPanel />
        </Box>
      </DrawWhenNear>
    </Box>
  );
}
