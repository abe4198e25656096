import type { GridCellParams, MuiEvent } from '@mui/x-data-grid';
import type { KeyboardEvent } from 'react';
import { ACTIONS_FIELD } from './columns';

/** Cells whose Enter belongs to them: the selection box and the row menu. */
const OWN_KEYS = new Set(['__check__', ACTIONS_FIELD]);

/**
 * Enter on a focused grid cell opens the record of its row, as a double click does. A cell that
 * edits in place keeps Enter for editing, and a control inside a cell (a switch) keeps its own keys.
 */
export function openOnEnter(
  cell: Pick<GridCellParams, 'id' | 'field' | 'isEditable' | 'cellMode'>,
  event: MuiEvent<KeyboardEvent<HTMLElement>>,
  open: (id: number) => void,
): void {
  if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
  if (cell.isEditable || cell.cellMode === 'edit' || OWN_KEYS.has(cell.field)) return;
  // Only the cell itself: a key pressed in a control inside it is that control's.
  if (!(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'gridcell') return;
  event.defaultMuiPrevented = true;
  event.preventDefault();
  open(Number(cell.id));
}
