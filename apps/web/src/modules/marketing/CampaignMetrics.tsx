import { type CampaignMetrics as Metrics, marketingCampaigns } from '@chairside/domain';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDecimal, formatNumber } from '../../resources/format';
import { resourceKeys } from '../../resources/queryKeys';
import { useFormatContext } from '../../resources/useFormatContext';
import { ValueList } from '../settings/ValueList';

/** What a sent campaign achieved, as the server counted it: the counts, and the rates over the delivered messages. */
export function CampaignMetrics({ id }: { id: number }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const metrics = useQuery({
    queryKey: [...resourceKeys.of(marketingCampaigns.name), 'metrics', id],
    queryFn: () => get<Metrics>(`/${marketingCampaigns.name}/${id}/metrics`),
  });
  const m = metrics.data;
  const count = (n: number) => formatNumber(n, ctx, 0);
  /** `12 (40.0%)`, or the count alone while nothing was delivered. */
  const withRate = (n: number, rate: string | null) =>
    rate === null ? count(n) : t('{{n}} ({{rate}}%)', { n: count(n), rate: formatDecimal(rate, ctx) });

  return (
    <Box component="section" aria-labelledby={`campaign-metrics-${id}`}>
      <Typography id={`campaign-metrics-${id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('Performance')}
      </Typography>
      {metrics.isError ? (
        <Alert severity="error">{t('The metrics could not be loaded.')}</Alert>
      ) : !m ? (
        <Skeleton variant="rectangular" height={120} aria-label={t('Loading…')} />
      ) : (
        <>
          <ValueList
            rows={[
              { label: t('Sent'), value: count(m.sent) },
              { label: t('Delivered'), value: count(m.delivered) },
              { label: t('Failed'), value: count(m.failed) },
              { label: t('Opened'), value: withRate(m.opened, m.openRate) },
              { label: t('Clicked'), value: withRate(m.clicked, m.clickRate) },
              { label: t('Converted'), value: withRate(m.converted, m.conversionRate) },
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {m.tracked
              ? t('Rates are shares of the delivered messages. A conversion is a booking within {{days}} days.', {
                  days: m.conversionDays,
                })
              : t(
                  'Opens and clicks were not tracked for this campaign (turn tracking on in Settings). A conversion is a booking within {{days}} days.',
                  { days: m.conversionDays },
                )}
          </Typography>
        </>
      )}
    </Box>
  );
}
