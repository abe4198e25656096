import { PLAN_MESSAGES, treatmentPlans } from '@chairside/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { post } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';
import { SignaturePad } from './SignaturePad';

/** The patient accepts the plan's proposed procedures by signing on screen; the server seals what was signed. */
export function AcceptPlanDialog({ plan, onClose }: { plan: ResourceRecord; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const titleId = useId();
  const patient = (plan.labels as Record<string, string> | undefined)?.patient ?? '';
  const [signer, setSigner] = useState(patient);
  const [signature, setSignature] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!signature) return;
    setBusy(true);
    try {
      await post(`/${treatmentPlans.name}/${plan.id}/accept`, {
        signerName: signer,
        signature,
        version: plan.version,
      });
      // Accepting changes the plan's procedures (Proposed → Accepted): the screen shows them so before it says so.
      await qc.invalidateQueries({ queryKey: resourceKeys.all });
      toast.success(PLAN_MESSAGES.accepted);
      onClose();
    } catch (error) {
      toast.error(problemMessage(error));
      await qc.invalidateQueries({ queryKey: resourceKeys.all });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('Accept and sign the plan')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('Signed By')}
            value={signer}
            onChange={(e) => setSigner(e.target.value)}
            required
            size="small"
          />
          <SignaturePad label="Patient signature" onChange={setSignature} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={!signature || !signer.trim() || busy} onClick={() => void submit()}>
          {t('Accept plan')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
