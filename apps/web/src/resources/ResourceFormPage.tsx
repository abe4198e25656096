import type { AnyResource } from '@chairside/domain';
import { Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { FormLoader } from './ResourceForm';
import type { ResourceRecord } from './types';

export interface ResourceFormPageProps {
  def: AnyResource;
  /** The record to edit; null: a new one. */
  id: number | null;
  /** English page title (i18n key), e.g. 'Add New Patient'. */
  title: string;
  saveLabel?: string;
  defaults?: Record<string, unknown>;
  /** Leave the page: with the saved record, or without one after Cancel. */
  onDone(record?: ResourceRecord): void;
}

/** The create / edit form of a resource as a full page, for long forms; asks before discarding changes. */
export function ResourceFormPage({ def, id, title, saveLabel, defaults, onDone }: ResourceFormPageProps) {
  const { t } = useTranslation();
  const [guard, setGuard] = useState({ dirty: false, saving: false });
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const cancel = () => {
    if (guard.saving) return;
    if (guard.dirty) setConfirmDiscard(true);
    else onDone();
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(title)}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormLoader
          def={def}
          id={id}
          defaults={defaults}
          page
          saveLabel={saveLabel}
          onCancel={cancel}
          onGuard={setGuard}
          onSaved={(record) => onDone(record)}
        />
      </Paper>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard changes?"
        message="You have unsaved changes. If you close this form, they will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setConfirmDiscard(false);
          onDone();
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  );
}
