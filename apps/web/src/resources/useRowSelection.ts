import type { GridApi, GridRowSelectionModel } from '@mui/x-data-grid';
import { type RefObject, useCallback, useState } from 'react';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The rows ticked in a list's grid. The grid keeps the selection itself (it is not passed back as a
 * prop): a controlled selection reaches the tick box only after the whole list has rendered again,
 * a task after the click, so on a busy PC the box stays empty for a moment under the pointer.
 * The list reads the selection from here and clears it through the grid.
 */
export function useRowSelection(apiRef: RefObject<GridApi | null>) {
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const clearSelection = useCallback(() => {
    // The grid tells `onRowSelectionModelChange` when it is on screen; without it, nothing is ticked.
    apiRef.current?.setRowSelectionModel(EMPTY_SELECTION);
    setSelection(EMPTY_SELECTION);
  }, [apiRef]);
  return { selection, onRowSelectionModelChange: setSelection, clearSelection };
}
