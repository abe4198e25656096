import type { AnyResource } from '@chairside/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { FieldValue } from './FieldValue';
import { type FormatContext, formatValue } from './format';
import type { ResourceRecord } from './types';

export interface RowActions {
  onView?(record: ResourceRecord): void;
  onEdit?(record: ResourceRecord): void;
  onDelete?(record: ResourceRecord): void;
}

const NUMERIC = new Set(['integer', 'decimal', 'money']);

/** Grid columns of `def.list.columns`, each drawn by its field's kind, plus a row actions menu. */
export function buildColumns(def: AnyResource, ctx: FormatContext, actions: RowActions): GridColDef<ResourceRecord>[] {
  const columns: GridColDef<ResourceRecord>[] = [];
  for (const key of def.list.columns) {
    const field = def.fields[key];
    if (!field) continue;
    const numeric = NUMERIC.has(field.kind);
    columns.push({
      field: key,
      headerName: ctx.t(field.label),
      sortable: def.list.sortable.includes(key),
      filterable: false,
      flex: 1,
      minWidth: field.kind === 'boolean' ? 90 : 130,
      align: numeric ? 'right' : 'left',
      headerAlign: numeric ? 'right' : 'left',
      // The text a cell stands for (copy, keyboard navigation); the cell itself is drawn by FieldValue.
      valueGetter: (_value, row) => formatValue(field, row[key], ctx, row.labels?.[key]),
      renderCell: ({ row }) => <FieldValue field={field} value={row[key]} label={row.labels?.[key]} ctx={ctx} />,
    });
  }
  const { onView, onEdit, onDelete } = actions;
  if (onView || onEdit || onDelete)
    columns.push({
      field: '__actions',
      type: 'actions',
      headerName: ctx.t('Actions'),
      width: 96,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      hideable: false,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          {onView && (
            <GridActionsCellItem
              showInMenu
              icon={<VisibilityOutlined fontSize="small" />}
              label={ctx.t('View')}
              onClick={() => onView(params.row)}
            />
          )}
          {onEdit && (
            <GridActionsCellItem
              showInMenu
              icon={<EditOutlined fontSize="small" />}
              label={ctx.t('Edit')}
              onClick={() => onEdit(params.row)}
            />
          )}
          {onDelete && (
            <GridActionsCellItem
              showInMenu
              icon={<DeleteOutlined fontSize="small" />}
              label={ctx.t('Delete')}
              onClick={() => onDelete(params.row)}
            />
          )}
        </GridActionsCell>
      ),
    });
  return columns;
}
