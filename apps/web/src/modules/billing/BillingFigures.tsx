import type { BillingNumbers } from '@chairside/domain';
import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney, recordFormat } from '../../resources/format';
import { resourceKeys } from '../../resources/queryKeys';
import { useFormatContext } from '../../resources/useFormatContext';

/** The dashboard's billing figures (roles with `billing.view`): billed and collected this month, and outstanding. */
export function BillingFigures() {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const { can } = useAuth();
  const allowed = can('billing.view');
  const figures = useQuery({
    queryKey: [...resourceKeys.all, 'billing-figures'],
    queryFn: () => get<BillingNumbers>('/invoices/dashboard'),
    enabled: allowed,
  });
  if (!allowed) return null;
  // While they load, their room (one row of three; a column on phones), so what follows does not jump.
  if (!figures.data) return figures.isPending ? <Box sx={{ minHeight: { xs: 263, sm: 77 }, mb: 2 }} /> : null;
  const items = figures.data.items.length
    ? figures.data.items
    : [{ currency: ctx.currency, billed: '0.00', collected: '0.00', outstanding: '0.00' }];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
      {items.flatMap((item) =>
        (
          [
            ['Billed this month', item.billed],
            ['Collected this month', item.collected],
            ['Total outstanding', item.outstanding],
          ] as const
        ).map(([label, value]) => (
          <Paper key={`${item.currency}-${label}`} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary" component="h2">
              {t(label)}
            </Typography>
            <Typography variant="h5" component="p">
              <bdi dir="ltr">{formatMoney(value, recordFormat(ctx, item))}</bdi>
            </Typography>
          </Paper>
        )),
      )}
    </Box>
  );
}
