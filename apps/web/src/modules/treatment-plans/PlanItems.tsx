import { chartEntries, PLAN_MESSAGES, type PlanSeal, today, treatmentPlans } from '@chairside/domain';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { get } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../resources/format';
import { resourceKeys } from '../../resources/queryKeys';
import { RelatedRecords } from '../../resources/RelatedRecords';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';
import { useAreaCells } from '../chart/useAreaCells';
import { useProcedureActions } from '../chart/useProcedureActions';
import { AcceptPlanDialog } from './AcceptPlanDialog';

/** Who signed, and whether the plan still holds what was signed (the server computes the seal again). */
function SealStatus({ plan, signedBy }: { plan: number; signedBy: string }) {
  const { t } = useTranslation();
  const seal = useQuery({
    // Under the resources' key: any procedure written re-checks it.
    queryKey: [...resourceKeys.all, 'plan-seal', plan],
    queryFn: () => get<PlanSeal>(`/${treatmentPlans.name}/${plan}/seal`),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('Signed by {{name}}', { name: signedBy })}
      </Typography>
      {seal.data && (
        <Chip
          size="small"
          color={seal.data.intact ? 'success' : 'warning'}
          label={t(seal.data.intact ? PLAN_MESSAGES.intact : PLAN_MESSAGES.changedSinceSigned)}
        />
      )}
    </Stack>
  );
}

/**
 * A plan's procedures: procedure records naming the plan (issue 28), planned
 * from the fee schedule, completed where they are (the same record), the
 * plan's totals and the patient's signature accepting it.
 */
export function PlanItems({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const { can } = useAuth();
  const [signing, setSigning] = useState(false);
  const procedures = useProcedureActions();
  const cells = useAreaCells();
  const fixed = useMemo(() => ({ plan: String(record.id) }), [record.id]);
  const defaults = useMemo(
    () => ({ plan: record.id, patient: record.patient, doctor: record.doctor, kind: 'Planned', date: today() }),
    [record.id, record.patient, record.doctor],
  );
  const money = (v: unknown) => formatMoney(String(v ?? '0.00'), ctx);
  const open = !record.archivedAt && record.status !== 'Cancelled' && record.status !== 'Completed';
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" useFlexGap sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography>
          {t('Plan Total')}: <strong>{money(record.feeTotal)}</strong>
        </Typography>
        <Typography>
          {t('Insurance Estimate')}: <strong>{money(record.insuranceTotal)}</strong>
        </Typography>
        <Typography>
          {t('Patient Share')}: <strong>{money(record.patientTotal)}</strong>
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {record.signedBy ? <SealStatus plan={record.id} signedBy={String(record.signedBy)} /> : null}
        {open && can(chartEntries.permissions.write) && (
          <Button variant="outlined" startIcon={<DrawOutlined />} onClick={() => setSigning(true)}>
            {t('Accept and sign')}
          </Button>
        )}
      </Stack>
      <RelatedRecords
        def={chartEntries}
        fixedFilters={fixed}
        title="Procedures"
        createLabel="Add Procedure"
        defaults={defaults}
        pageOf={(id) => `/treatment-plan?view=${record.id}&item=${id}`}
        canCreate={open}
        rowActions={procedures.actions}
        cells={cells}
      />
      {procedures.dialog}
      {signing && <AcceptPlanDialog plan={record} onClose={() => setSigning(false)} />}
    </Box>
  );
}
