import type { AnyResource } from '@chairside/domain';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactElement, ReactNode } from 'react';
import { FieldValue } from './FieldValue';
import { type FormatContext, formatDateTime, formatValue, isolatedText, recordFormat, rowLabelsOf } from './format';
import { inlineColumn } from './inlineColumns';
import { RowActionsMenu, type RowMenuItem } from './RowActionsMenu';
import { ToggleCell } from './ToggleCell';
import type { ResourceRecord } from './types';

export interface RowActions {
  onView?(record: ResourceRecord): void;
  onEdit?(record: ResourceRecord): void;
  /** The records Edit applies to (a sent campaign is kept as it went out); all when absent. */
  canEdit?(record: ResourceRecord): boolean;
  onDuplicate?(record: ResourceRecord): void;
  onHistory?(record: ResourceRecord): void;
  /** Bring an archived record back (the archived list of an archivable type). */
  onRestore?(record: ResourceRecord): void;
  onDelete?(record: ResourceRecord): void;
  /** The records Delete / Archive applies to (an issued invoice is never deleted); all when absent. */
  canDelete?(record: ResourceRecord): boolean;
  /** What the screen adds for its record type, shown before Delete. */
  extra?: readonly RowAction[];
}

/** A row menu entry a screen adds for its record type (a status switch, a PDF). */
export interface RowAction {
  /** English text (i18n key), which may depend on the record: `Mark as Unavailable`. */
  label: string | ((record: ResourceRecord) => string);
  icon?: ReactElement;
  /** The records it applies to; all when absent. */
  shows?(record: ResourceRecord): boolean;
  /** Changes the record: only for users who may write, and never in the archived list. */
  writes?: boolean;
  onClick(record: ResourceRecord): void;
}

/** Cells a screen draws itself, by field (a due date with an Overdue flag). */
export type CustomCells = Partial<Record<string, (record: ResourceRecord) => ReactNode>>;

export interface ColumnExtras {
  cells?: CustomCells;
  /** Flips a boolean of `def.list.toggles` in place; without it those cells are read-only. */
  onToggle?(record: ResourceRecord, key: string): void;
  /** Records whose toggle is being saved. */
  toggling?: ReadonlySet<number>;
  /** The fields of `def.list.inlineEdit` are edited in place; without it they are read-only. */
  inlineEdit?: boolean;
}

const NUMERIC = new Set(['integer', 'decimal', 'money']);
/** The field of the row menu's column. */
export const ACTIONS_FIELD = '__actions';

/** The keys the grid shows as columns: the declared fields, then the system timestamps it lists. */
export const gridKeys = (def: AnyResource): string[] => [
  ...(def.list.idColumn ? ['id'] : []),
  ...def.list.columns,
  ...Object.keys(def.list.timestamps ?? {}),
];

/**
 * Grid columns of `def.list.columns`, each drawn by its field's kind (or by the
 * screen's own cell, or as a one-click toggle), the listed timestamps, and a
 * row actions menu.
 */
export function buildColumns(
  def: AnyResource,
  ctx: FormatContext,
  actions: RowActions,
  extras: ColumnExtras = {},
): GridColDef<ResourceRecord>[] {
  const columns: GridColDef<ResourceRecord>[] = [];
  const { onToggle, toggling } = extras;
  if (def.list.idColumn)
    columns.push({
      field: 'id',
      headerName: ctx.t(def.list.idColumn),
      filterable: false,
      width: 80,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <bdi dir="ltr">{row.id}</bdi>,
    });
  for (const key of def.list.columns) {
    const field = def.fields[key];
    if (!field) continue;
    const numeric = NUMERIC.has(field.kind);
    const custom = extras.cells?.[key];
    const toggles = onToggle && field.kind === 'boolean' && def.list.toggles?.includes(key);
    const inline = extras.inlineEdit && def.list.inlineEdit?.includes(key) ? inlineColumn(key, field, ctx) : {};
    columns.push({
      field: key,
      headerName: ctx.t(def.list.headers?.[key] ?? field.label),
      sortable: def.list.sortable.includes(key),
      filterable: false,
      flex: 1,
      // Narrow enough that eight columns and the row menu fit a 1440 px screen beside the sidebar.
      minWidth: def.list.minWidths?.[key] ?? (field.kind === 'boolean' ? 90 : 112),
      align: numeric ? 'right' : 'left',
      headerAlign: numeric ? 'right' : 'left',
      // The text a cell stands for (copy, keyboard navigation); the cell itself is drawn by FieldValue.
      valueGetter: (_value, row) =>
        formatValue(field, row[key], recordFormat(ctx, row), row.labels?.[key], rowLabelsOf(row.labels, key)),
      renderCell: ({ row }) =>
        custom ? (
          custom(row)
        ) : toggles ? (
          <ToggleCell
            checked={row[key] === true}
            label={`${ctx.t(field.label)}: ${String(row[def.titleField] ?? row.id)}`}
            busy={toggling?.has(row.id) ?? false}
            onToggle={() => onToggle(row, key)}
          />
        ) : (
          // The whole text as a tooltip, for a name cut short by the column's width.
          <Box
            component="span"
            title={isolatedText(
              field,
              formatValue(field, row[key], ctx, row.labels?.[key], rowLabelsOf(row.labels, key)),
            )}
            sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            <FieldValue
              field={field}
              value={row[key]}
              label={row.labels?.[key]}
              rowLabels={rowLabelsOf(row.labels, key)}
              ctx={ctx}
              record={row}
            />
          </Box>
        ),
      ...inline,
    });
  }
  for (const [key, label] of Object.entries(def.list.timestamps ?? {}))
    columns.push({
      field: key,
      headerName: ctx.t(label),
      filterable: false,
      flex: 0.8,
      minWidth: 150,
      valueGetter: (_value, row) => formatDateTime(String(row[key]), ctx),
      renderCell: ({ value }) => <bdi dir="ltr">{String(value)}</bdi>,
    });
  const { onView, onEdit, canEdit, onDuplicate, onHistory, onRestore, onDelete, canDelete, extra = [] } = actions;
  if (onView || onEdit || onDuplicate || onHistory || onRestore || onDelete || extra.length)
    columns.push({
      field: ACTIONS_FIELD,
      type: 'actions',
      headerName: ctx.t('Actions'),
      // Just the menu button: narrow, so that it stays in view on a laptop screen beside the data.
      width: 72,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      hideable: false,
      renderCell: ({ row }) => {
        const item = (label: string, icon: ReactElement, run: (r: ResourceRecord) => void): RowMenuItem => ({
          label: ctx.t(label),
          icon,
          onClick: () => run(row),
        });
        const items: RowMenuItem[] = [
          ...(onView ? [item('View', <VisibilityOutlined fontSize="small" />, onView)] : []),
          ...(onEdit && (canEdit?.(row) ?? true) ? [item('Edit', <EditOutlined fontSize="small" />, onEdit)] : []),
          ...(onDuplicate ? [item('Duplicate', <ContentCopyOutlined fontSize="small" />, onDuplicate)] : []),
          ...(onHistory ? [item('History', <HistoryOutlined fontSize="small" />, onHistory)] : []),
          ...extra
            .filter((action) => action.shows?.(row) ?? true)
            .map((action) => ({
              label: ctx.t(typeof action.label === 'function' ? action.label(row) : action.label),
              ...(action.icon ? { icon: action.icon } : {}),
              onClick: () => action.onClick(row),
            })),
          ...(onRestore ? [item('Restore', <RestoreOutlined fontSize="small" />, onRestore)] : []),
          ...(onDelete && (canDelete?.(row) ?? true)
            ? [item(def.archivable ? 'Archive' : 'Delete', <DeleteOutlined fontSize="small" />, onDelete)]
            : []),
        ];
        const name = formatValue(
          def.fields[def.titleField] ?? { kind: 'text', label: '' },
          row[def.titleField],
          ctx,
          row.labels?.[def.titleField],
        );
        return <RowActionsMenu name={ctx.t('Actions for {{name}}', { name: name || `#${row.id}` })} items={items} />;
      },
    });
  return columns;
}

/** The same columns with the row menu's first (a phone's narrow grid keeps it in view). */
export function actionsFirst<T extends { field: string }>(columns: readonly T[]): T[] {
  const menu = columns.filter((c) => c.field === ACTIONS_FIELD);
  return [...menu, ...columns.filter((c) => c.field !== ACTIONS_FIELD)];
}
