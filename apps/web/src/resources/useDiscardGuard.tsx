import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** What a form tells whoever may close it: whether it holds unsaved changes, whether it is saving. */
export interface FormGuard {
  dirty: boolean;
  saving: boolean;
}

const CLEAN: FormGuard = { dirty: false, saving: false };

/**
 * Leaving a form (a dialog's close, a page's Cancel): at once when nothing
 * changed, never while saving, after "Discard changes?" otherwise.
 */
export function useDiscardGuard(leave: () => void) {
  const [guard, setGuard] = useState<FormGuard>(CLEAN);
  const [asking, setAsking] = useState(false);
  return {
    setGuard,
    reset: () => setGuard(CLEAN),
    request() {
      if (guard.saving) return;
      if (guard.dirty) setAsking(true);
      else leave();
    },
    dialog: (
      <ConfirmDialog
        open={asking}
        title="Discard changes?"
        message="You have unsaved changes. If you close this form, they will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setAsking(false);
          leave();
        }}
        onCancel={() => setAsking(false)}
      />
    ),
  };
}
