import { Checkbox } from '@mui/material';

interface ToggleCellProps {
  checked: boolean;
  /** What the box says to a screen reader: `Done: Pay the lab`. */
  label: string;
  /** The change is being saved: the box waits. */
  busy: boolean;
  onToggle(): void;
}

/** A boolean of a grid row flipped in one click (a task's Done), without opening the record. */
export function ToggleCell({ checked, label, busy, onToggle }: ToggleCellProps) {
  return (
    <Checkbox
      size="small"
      checked={checked}
      disabled={busy}
      onChange={onToggle}
      // The row stays as it is: no selection, no detail view.
      onClick={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
