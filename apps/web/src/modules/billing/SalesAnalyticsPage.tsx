import { AGING_BUCKETS, type SalesAnalytics } from '@chairside/domain';
import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { get } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { formatMoney, recordFormat } from '../../resources/format';
import { resourceKeys } from '../../resources/queryKeys';
import { useFormatContext } from '../../resources/useFormatContext';

const HEIGHT = 260;

/** A chart in a captioned figure; 'No data' when there is nothing to draw. */
function Figure({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, p: 1.5, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t(title)}
      </Typography>
      {empty ? (
        <Box sx={{ height: HEIGHT, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
          <Typography variant="body2">{t('No data')}</Typography>
        </Box>
      ) : (
        children
      )}
    </Paper>
  );
}

/** The charts of one currency: amounts are plotted per currency, never added across two. */
function CurrencyCharts({ data, currency }: { data: SalesAnalytics; currency: string }) {
  const { t } = useTranslation();
  const ctx = recordFormat(useFormatContext(), { currency });
  const money = (v: number | null) => (v === null ? '' : formatMoney(v.toFixed(2), ctx));
  const mine = <T extends { currency: string }>(list: T[]) => list.filter((r) => r.currency === currency);
  const months = mine(data.months);
  const bars = (list: { name: string; amount: string }[], title: string) => (
    <Figure title={title} empty={list.length === 0}>
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: list.map((r) => t(r.name)) }]}
        series={[{ data: list.map((r) => Number(r.amount)), label: t(title), valueFormatter: money }]}
        hideLegend
      />
    </Figure>
  );
  const pie = (list: { name: string; amount: string }[], title: string) => (
    <Figure title={title} empty={list.length === 0}>
      <PieChart
        height={HEIGHT}
        series={[
          {
            data: list.map((r, id) => ({ id, label: t(r.name), value: Number(r.amount) })),
            innerRadius: 40,
            valueFormatter: (item: { value: number }) => money(item.value),
          },
        ]}
      />
    </Figure>
  );
  const bucketLabel = (key: string) => AGING_BUCKETS.find((b) => b.key === key)?.label ?? key;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 3 }}>
      <Figure title="Billed vs collected per month" empty={months.length === 0}>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: months.map((m) => m.month) }]}
          series={[
            { data: months.map((m) => Number(m.billed)), label: t('Billed'), valueFormatter: money },
            { data: months.map((m) => Number(m.collected)), label: t('Collected'), valueFormatter: money },
          ]}
        />
      </Figure>
      {bars(mine(data.services), 'Revenue per service')}
      {bars(mine(data.doctors), 'Revenue per doctor')}
      {pie(
        mine(data.aging).map((a) => ({ name: bucketLabel(a.bucket), amount: a.amount })),
        'Outstanding by age',
      )}
      {pie(mine(data.methods), 'Payment methods')}
    </Box>
  );
}

/**
 * Sales analytics (`/sale-analytics`, spec 001/002): billed vs collected per
 * month, revenue per service and per doctor, what is outstanding by age and
 * how patients pay, over the last 12 months, computed by the server.
 */
export default function SalesAnalyticsPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...resourceKeys.all, 'sales-analytics'],
    queryFn: () => get<SalesAnalytics>('/invoices/sales-analytics'),
  });
  const data = query.data;
  const currencies = data
    ? [...new Set([...data.months, ...data.services, ...data.aging, ...data.methods].map((r) => r.currency))].sort()
    : [];
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('Sales Analytics')}
      </Typography>
      {query.isError && <Alert severity="error">{problemMessage(query.error)}</Alert>}
      {query.isPending && <CircularProgress aria-label={t('Loading…')} />}
      {data && currencies.length === 0 && <Alert severity="info">{t('No data')}</Alert>}
      {data &&
        currencies.map((currency) => (
          <Box key={currency} component="section" aria-label={currency}>
            {currencies.length > 1 && (
              <Typography variant="h6" component="h2">
                {currency}
              </Typography>
            )}
            <CurrencyCharts data={data} currency={currency} />
          </Box>
        ))}
    </Box>
  );
}
