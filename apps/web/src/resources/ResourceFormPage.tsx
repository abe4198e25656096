import type { AnyResource } from '@chairside/domain';
import { Paper, Typography } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import type { FormExtension } from './formExtension';
import { FormLoader } from './ResourceForm';
import type { ResourceRecord } from './types';
import { useDiscardGuard } from './useDiscardGuard';

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
  /** What the module adds to the form (a new patient's likely duplicates). */
  extension?: FormExtension;
  /** See FormLoader: a review before a create is sent, and when the form may be submitted. */
  review?(body: Record<string, unknown>): Promise<boolean>;
  canSubmit?(values: Record<string, unknown>): boolean;
}

/** The create / edit form of a resource as a full page, for long forms; asks before discarding changes. */
export function ResourceFormPage({
  def,
  id,
  title,
  saveLabel,
  defaults,
  onDone,
  extension,
  review,
  canSubmit,
}: ResourceFormPageProps) {
  const { t } = useTranslation();
  const discard = useDiscardGuard(() => onDone());
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
          review={review}
          canSubmit={canSubmit}
          onCancel={discard.request}
          onGuard={discard.setGuard}
          onSaved={(record) => onDone(record)}
          extension={extension}
        />
      </Paper>
      {discard.dialog}
    </>
  );
}
