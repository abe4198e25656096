import { type SalesAnalytics, salesPeriodProblem } from '@chairside/domain';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { get } from '../../api/client';
import { useAddressParams } from '../../app/useAddressParams';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { resourceKeys } from '../../resources/queryKeys';
import { useDebounced } from '../../resources/useDebounced';
import { CurrencyCharts } from './sales/CurrencyCharts';
import { SalesDefinitions } from './sales/SalesDefinitions';

const DateRangeFilter = lazy(() => import('../../resources/DateRangeFilter'));

/**
 * The period as typed (state, so the date fields show each keystroke at once) and kept in the
 * address (`?from=…&to=…`: a link or a reload keeps it); empty ends: the server's last 12 months.
 * `asked` is the period once it stopped changing: a year typed digit by digit is not four requests.
 */
function usePeriod() {
  const [params, updateAddress] = useAddressParams();
  const [period, setPeriod] = useState(() => ({ from: params.get('from') ?? '', to: params.get('to') ?? '' }));
  const asked = useDebounced(period, 400);
  useEffect(() => {
    updateAddress((p) => {
      for (const end of ['from', 'to'] as const) {
        if (asked[end]) p.set(end, asked[end]);
        else p.delete(end);
      }
      return p;
    });
  }, [asked, updateAddress]);
  return { ...period, asked, set: setPeriod };
}

/**
 * Sales analytics (`/sale-analytics`, spec 001/002; issue 28): over a period
 * (the last 12 months unless chosen, at most 5 years), the period's figures
 * with what each one counts, then billed vs collected per month, revenue per
 * service and per doctor, what is outstanding by age and how patients pay —
 * each chart with labelled axes and its figures in a table that adds up.
 */
export default function SalesAnalyticsPage() {
  const { t } = useTranslation();
  const period = usePeriod();
  const { asked } = period;
  const problem = asked.from && asked.to ? salesPeriodProblem(asked.from, asked.to) : null;
  const query = useQuery({
    queryKey: [...resourceKeys.all, 'sales-analytics', asked.from, asked.to],
    queryFn: () =>
      get<SalesAnalytics>('/invoices/sales-analytics', {
        ...(asked.from ? { from: asked.from } : {}),
        ...(asked.to ? { to: asked.to } : {}),
      }),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  // The ends shown are the ones asked for, else those the server used; changing one keeps the other.
  const from = period.from || data?.from || '';
  const to = period.to || data?.to || '';
  const currencies = data
    ? [...new Set([...data.totals, ...data.months, ...data.aging, ...data.methods].map((r) => r.currency))].sort()
    : [];
  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('Sales Analytics')}
        </Typography>
        <Stack role="group" aria-label={t('Period')} direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Suspense fallback={null}>
            <DateRangeFilter
              fieldLabel="Period"
              from={from}
              to={to}
              onChange={(end, value) => period.set({ from, to, [end]: value })}
            />
          </Suspense>
        </Stack>
      </Stack>
      {problem && <Alert severity="error">{t(problem.message)}</Alert>}
      {!problem && query.isError && <Alert severity="error">{t(problemMessage(query.error))}</Alert>}
      {query.isPending && !problem && <CircularProgress aria-label={t('Loading…')} />}
      {data && !problem && currencies.length === 0 && <Alert severity="info">{t('No data')}</Alert>}
      {data &&
        !problem &&
        currencies.map((currency) => {
          const totals = data.totals.find((x) => x.currency === currency);
          return (
            <Box key={currency} component="section" aria-label={currency}>
              {currencies.length > 1 && (
                <Typography variant="h6" component="h2">
                  {currency}
                </Typography>
              )}
              {totals && <SalesDefinitions totals={totals} />}
              <CurrencyCharts data={data} currency={currency} />
            </Box>
          );
        })}
    </Box>
  );
}
