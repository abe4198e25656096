import type { FieldDef } from '@chairside/domain';
import { type GridColDef, GridEditSingleSelectCell } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { type FormatContext, optionLabel } from './format';
import type { ResourceRecord } from './types';
import { INLINE_EDIT_CLASS } from './useInlineEdit';

/**
 * What makes a grid column editable in place (`list.inlineEdit`): the grid's
 * own editor for the field's kind (a select of its options, a date, a number,
 * a line of text) working on the API's value, while the cell still shows it
 * as the field draws it.
 */
export function inlineColumn(key: string, field: FieldDef, ctx: FormatContext): Partial<GridColDef<ResourceRecord>> {
  const base: Partial<GridColDef<ResourceRecord>> = {
    editable: true,
    cellClassName: INLINE_EDIT_CLASS,
    description: ctx.t('Double-click or press Enter to edit'),
  };
  switch (field.kind) {
    case 'choice':
      return {
        ...base,
        type: 'singleSelect',
        valueOptions: [
          ...(field.required ? [] : [{ value: '', label: ctx.t('None') }]),
          ...field.options.map((option) => ({ value: option, label: optionLabel(field, option, ctx) })),
        ],
        valueGetter: (_value, row) => row[key] ?? '',
        // Choosing an option saves it, as a select does (the grid's own waits for Enter).
        renderEditCell: (params) => (
          <GridEditSingleSelectCell
            {...params}
            onValueChange={() => params.api.stopCellEditMode({ id: params.id, field: params.field })}
          />
        ),
      };
    case 'date':
      return {
        ...base,
        type: 'date',
        valueGetter: (_value, row) => (typeof row[key] === 'string' ? dayjs(row[key] as string).toDate() : null),
        valueSetter: (value, row) => ({
          ...row,
          [key]: value instanceof Date && !Number.isNaN(value.getTime()) ? dayjs(value).format('YYYY-MM-DD') : null,
        }),
      };
    case 'integer':
      return { ...base, type: 'number', valueGetter: (_value, row) => row[key] ?? null };
    default:
      return { ...base, type: 'string', valueGetter: (_value, row) => row[key] ?? '' };
  }
}
