import type { AnyResource } from '@chairside/domain';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import { Button } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { useToast } from '../shell/toast';
import { problemMessage } from './errors';
import type { ResourceRecord } from './types';
import { useRestoreResource } from './useResourceMutations';

/** Brings an archived record back, with the record type's toast. */
export function RestoreButton({ def, record }: { def: AnyResource; record: ResourceRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const restore = useRestoreResource(def);
  return (
    <Button
      variant="contained"
      startIcon={<RestoreOutlined />}
      disabled={restore.isPending}
      // A promise, not mutate's callbacks: the button leaves the page as soon as the record is restored.
      onClick={() =>
        restore.mutateAsync(record.id).then(
          () => toast.success(def.messages.restored),
          (error: unknown) => toast.error(problemMessage(error)),
        )
      }
    >
      {t('Restore')}
    </Button>
  );
}
