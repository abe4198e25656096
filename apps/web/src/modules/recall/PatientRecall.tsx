import { RECALL_ADJUST_FIELDS, RESOURCE_CATALOGUE, type PatientRecall as Recall } from '@chairside/domain';
import {
  Alert,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useFormatDate } from '../../app/useFormatDate';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldsDialog } from '../../resources/FieldsDialog';
import { useToast } from '../../shell/toast';
import { useAdjustRecall, usePatientRecalls } from './api';

/**
 * The patient page's Recall tab (issue 25): each active recall type's last resetting procedure
 * and due date, adjusted by hand (with a note) or the patient excluded; and the recall contacts.
 */
export function PatientRecall({ patient }: { patient: number }) {
  const { t } = useTranslation();
  const { can } = useAuth();
  const toast = useToast();
  const formatDate = useFormatDate();
  const recalls = usePatientRecalls(patient);
  const adjust = useAdjustRecall(patient);
  const [editing, setEditing] = useState<Recall | null>(null);
  const write = can(RESOURCE_CATALOGUE.appointments.permissions.write);

  if (!recalls.data) return null;
  const { items, contacts } = recalls.data;
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('Recall')}
      </Typography>
      {items.length === 0 ? (
        <Alert severity="info">{t('No recall types yet.')}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('Recall')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Recall Type')}</TableCell>
                <TableCell>{t('Last Done')}</TableCell>
                <TableCell>{t('Due')}</TableCell>
                <TableCell>{t('Note')}</TableCell>
                {write && <TableCell>{t('Actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((r) => (
                <TableRow key={r.recallType}>
                  <TableCell>{r.recallTypeName}</TableCell>
                  <TableCell>{r.lastDone ? formatDate(r.lastDone) : t('Never')}</TableCell>
                  <TableCell>
                    {r.excluded
                      ? t('Excluded')
                      : r.dueOn
                        ? `${formatDate(r.dueOn)}${r.dueOverride && r.dueOn === r.dueOverride ? ` (${t('Set by hand')})` : ''}`
                        : t('Not due')}
                  </TableCell>
                  <TableCell>{r.note ?? ''}</TableCell>
                  {write && (
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setEditing(r)}
                        aria-label={t('Adjust {{name}}', { name: r.recallTypeName })}
                      >
                        {t('Adjust')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {contacts.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('Recall Contacts')}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('Recall Contacts')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('When')}</TableCell>
                  <TableCell>{t('Recall Type')}</TableCell>
                  <TableCell>{t('How')}</TableCell>
                  <TableCell>{t('Outcome')}</TableCell>
                  <TableCell>{t('By')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {contacts.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{formatDate(c.at, true)}</TableCell>
                    <TableCell>{c.recallTypeName}</TableCell>
                    <TableCell>{t(c.method)}</TableCell>
                    <TableCell>{[c.outcome ? t(c.outcome) : '', c.note ?? ''].filter(Boolean).join(' · ')}</TableCell>
                    <TableCell>{c.username ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {editing && (
        <FieldsDialog
          open
          title="Adjust Recall"
          subject={editing.recallTypeName}
          fields={RECALL_ADJUST_FIELDS}
          initial={{ dueOverride: editing.dueOverride, note: editing.note, excluded: editing.excluded }}
          submitLabel="Save"
          onSubmit={async (values) => {
            await adjust.mutateAsync({
              recallType: editing.recallType,
              dueOverride: typeof values.dueOverride === 'string' ? values.dueOverride : null,
              note: typeof values.note === 'string' ? values.note : null,
              excluded: values.excluded === true,
              version: editing.version,
            });
            setEditing(null);
            toast.success(t('Recall saved'));
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
