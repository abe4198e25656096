import { dentalImages } from '@chairside/domain';
import { problemMessage } from '../../resources/errors';
import { FieldsDialog } from '../../resources/FieldsDialog';
import type { ResourceRecord } from '../../resources/types';
import { usePatchResource } from '../../resources/useResourceMutations';
import { useToast } from '../../shell/toast';

const FIELDS = { status: dentalImages.fields.status, diagnosisNotes: dentalImages.fields.diagnosisNotes };

/**
 * Review an image: Reviewed or Flagged, with the diagnosis notes. The server
 * records who and when; the PATCH carries the version the screen read.
 */
export function ReviewDialog({
  image,
  status,
  subject,
  onClose,
  onSaved,
}: {
  image: ResourceRecord;
  /** The status the dialog starts with (the button pressed). */
  status: 'Reviewed' | 'Flagged';
  subject: string;
  onClose(): void;
  onSaved?(record: ResourceRecord): void;
}) {
  const toast = useToast();
  const patch = usePatchResource(dentalImages);
  return (
    <FieldsDialog
      open
      title={status === 'Reviewed' ? 'Mark Reviewed' : 'Flag Image'}
      subject={subject}
      fields={FIELDS}
      initial={{ status, diagnosisNotes: image.diagnosisNotes ?? '' }}
      submitLabel="Save Review"
      onSubmit={async (values) => {
        try {
          const saved = await patch.mutateAsync({
            id: image.id,
            body: { status: values.status, diagnosisNotes: values.diagnosisNotes, version: image.version },
          });
          toast.success(values.status === 'Flagged' ? 'The image has been flagged.' : 'The image has been reviewed.');
          onSaved?.(saved);
          onClose();
        } catch (error) {
          toast.error(problemMessage(error));
          throw error;
        }
      }}
      onClose={onClose}
    />
  );
}
