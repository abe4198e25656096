import { COVERAGE_TYPES } from '@chairside/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney, formatNumber } from '../../resources/format';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';

const asNumber = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** A policy that covers nothing: no yearly amount and every percentage 0. */
export const coversNothing = (policy: ResourceRecord): boolean =>
  (policy.maxAnnualCoverage === null || policy.maxAnnualCoverage === '0.00') &&
  COVERAGE_TYPES.every(({ field }) => asNumber(policy[field]) === 0);

/** View Coverage (spec 002): the policy's coverage percentages by type of care, and its yearly maximum. */
export function CoverageDialog({ policy, onClose }: { policy: ResourceRecord | null; onClose(): void }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const titleId = useId();
  return (
    <Dialog open={policy !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {t('Coverage of policy {{number}}', { number: String(policy?.policyNumber ?? '') })}
      </DialogTitle>
      <DialogContent>
        {policy && coversNothing(policy) ? (
          <Typography color="text.secondary">{t('No coverage details available.')}</Typography>
        ) : (
          policy && (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('Type of care')}</TableCell>
                  <TableCell align="right">{t('Covered')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {COVERAGE_TYPES.map(({ field, label }) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row">
                      {t(label)}
                    </TableCell>
                    <TableCell align="right">
                      <bdi dir="ltr">{`${formatNumber(asNumber(policy[field]), ctx)} %`}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row">
                    {t('Max Annual Coverage')}
                  </TableCell>
                  <TableCell align="right">
                    <bdi dir="ltr">{formatMoney(String(policy.maxAnnualCoverage ?? '0.00'), ctx)}</bdi>
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
