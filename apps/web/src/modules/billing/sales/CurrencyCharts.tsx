import { AGING_BUCKETS, centsToMoney, moneyToCents, type SalesAnalytics } from '@chairside/domain';
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from '../../../i18n/useTranslation';
import { type FormatContext, formatMoney, recordFormat } from '../../../resources/format';
import { useFormatContext } from '../../../resources/useFormatContext';
import { FiguresTable } from './FiguresTable';
import { CHART_HEIGHT, SalesFigure } from './SalesFigure';

type Named = { name: string; amount: string };

/** `2026-11` as the reader says it (`Nov 2026`). */
const monthName = (month: string, language: string): string => {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y ?? 1970, (m ?? 1) - 1, 1),
  );
};

/** Axis ticks in a short form (`$30K`): the whole amount is in the tooltip and the table. */
const compact = (ctx: FormatContext) => {
  const format = new Intl.NumberFormat(ctx.language, { notation: 'compact', maximumFractionDigits: 1 });
  return (v: number | null) => (v === null ? '' : `${ctx.currencySymbol}${format.format(v)}`);
};

/** Amounts per category (services, doctors): horizontal bars, so every name reads in full beside its bar. */
function CategoryBars({
  list,
  title,
  category,
  definition,
  ctx,
}: {
  list: Named[];
  title: string;
  category: string;
  definition: string;
  ctx: FormatContext;
}) {
  const { t } = useTranslation();
  const money = (v: number | null) => (v === null ? '' : formatMoney(v.toFixed(2), ctx));
  const names = list.map((r) => t(r.name));
  return (
    <SalesFigure title={title} definition={definition} empty={list.length === 0}>
      <BarChart
        height={Math.max(160, 70 + list.length * 30)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: names, label: t(category), width: 'auto', tickLabelInterval: () => true }]}
        xAxis={[{ label: t('Amount ({{currency}})', { currency: ctx.currency }), valueFormatter: compact(ctx) }]}
        series={[{ data: list.map((r) => Number(r.amount)), label: t(title), valueFormatter: money }]}
        hideLegend
      />
      <FiguresTable
        label={title}
        category={category}
        rows={names}
        columns={[{ header: 'Amount', amount: (i) => list[i]?.amount ?? '0.00' }]}
        ctx={ctx}
      />
    </SalesFigure>
  );
}

/** Shares of a whole (age of what is owed, payment methods): a pie, its table beside. */
function Shares({
  list,
  title,
  category,
  definition,
  ctx,
}: {
  list: Named[];
  title: string;
  category: string;
  definition: string;
  ctx: FormatContext;
}) {
  const { t } = useTranslation();
  const money = (v: number) => formatMoney(v.toFixed(2), ctx);
  return (
    <SalesFigure title={title} definition={definition} empty={list.length === 0}>
      <PieChart
        height={CHART_HEIGHT - 60}
        series={[
          {
            data: list.map((r, id) => ({ id, label: t(r.name), value: Number(r.amount) })),
            innerRadius: 40,
            valueFormatter: (item: { value: number }) => money(item.value),
          },
        ]}
      />
      <FiguresTable
        label={title}
        category={category}
        rows={list.map((r) => t(r.name))}
        columns={[{ header: 'Amount', amount: (i) => list[i]?.amount ?? '0.00' }]}
        ctx={ctx}
      />
    </SalesFigure>
  );
}

/** The charts of one currency, each with its figures: amounts are plotted per currency, never added across two. */
export function CurrencyCharts({ data, currency }: { data: SalesAnalytics; currency: string }) {
  const { t } = useTranslation();
  const ctx = recordFormat(useFormatContext(), { currency });
  const money = (v: number | null) => (v === null ? '' : formatMoney(v.toFixed(2), ctx));
  const mine = <T extends { currency: string }>(list: T[]) => list.filter((r) => r.currency === currency);
  const months = mine(data.months);
  const labels = months.map((m) => monthName(m.month, ctx.language));
  const bucketLabel = (key: string) => AGING_BUCKETS.find((b) => b.key === key)?.label ?? key;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        mb: 3,
      }}
    >
      <SalesFigure
        title="Billed vs collected per month"
        definition="Billed: issued invoices by invoice date, net of discount, tax apart. Collected: completed payments less refunds, by payment date."
        empty={months.length === 0}
      >
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[
            {
              scaleType: 'band',
              data: labels,
              label: t('Month'),
              tickLabelInterval: () => true,
              ...(labels.length > 6
                ? { tickLabelStyle: { angle: -40, textAnchor: 'end' as const }, height: 'auto' as const }
                : {}),
            },
          ]}
          yAxis={[{ label: t('Amount ({{currency}})', { currency }), width: 'auto', valueFormatter: compact(ctx) }]}
          series={[
            { data: months.map((m) => Number(m.billed)), label: t('Billed'), stack: 'billed', valueFormatter: money },
            { data: months.map((m) => Number(m.tax)), label: t('Tax'), stack: 'billed', valueFormatter: money },
            { data: months.map((m) => Number(m.collected)), label: t('Collected'), valueFormatter: money },
          ]}
        />
        <FiguresTable
          label="Billed vs collected per month"
          category="Month"
          rows={labels}
          columns={[
            { header: 'Billed', amount: (i) => months[i]?.billed ?? '0.00' },
            { header: 'Tax', amount: (i) => months[i]?.tax ?? '0.00' },
            { header: 'Billed with tax', amount: (i) => addMoney(months[i]?.billed, months[i]?.tax) },
            { header: 'Collected', amount: (i) => months[i]?.collected ?? '0.00' },
          ]}
          ctx={ctx}
        />
      </SalesFigure>
      <CategoryBars
        list={mine(data.services)}
        title="Revenue per service"
        category="Service"
        definition="Invoice lines (quantity × unit price) before discount and tax; lines without a service are Other."
        ctx={ctx}
      />
      <CategoryBars
        list={mine(data.doctors)}
        title="Revenue per doctor"
        category="Doctor"
        definition="Billed by the invoice’s doctor: net of discount, before tax."
        ctx={ctx}
      />
      <Shares
        list={mine(data.aging).map((a) => ({ name: bucketLabel(a.bucket), amount: a.amount }))}
        title="Outstanding by age"
        category="Age"
        definition="What issued invoices still owe today, by the invoice’s age; not limited to the period."
        ctx={ctx}
      />
      <Shares
        list={mine(data.methods)}
        title="Payment methods"
        category="Payment Method"
        definition="Collected by payment method: completed payments less refunds, by payment date."
        ctx={ctx}
      />
    </Box>
  );
}

/** Two decimal strings added in cents. */
const addMoney = (a = '0.00', b = '0.00'): string => centsToMoney(moneyToCents(a) + moneyToCents(b));
