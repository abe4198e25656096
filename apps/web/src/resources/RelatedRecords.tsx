import type { AnyResource } from '@chairside/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { useTranslation } from '../i18n/useTranslation';
import type { CustomCells, RowAction } from './columns';
import type { FormExtension } from './formExtension';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';

export interface RelatedRecordsProps {
  def: AnyResource;
  /** The filters that tie the records to the page's record (`{ appointment: '12' }`): fixed, not shown. */
  fixedFilters: Record<string, string>;
  /** English heading, also the i18n key. */
  title: string;
  /** English label of the button that writes a new one; no button without it. */
  createLabel?: string;
  /** What a new record starts with (the page's record, its patient…). */
  defaults?: Record<string, unknown>;
  /** Where a record of the list opens (its detail). */
  pageOf(id: number): string;
  /** False: the page's record cannot take new ones (it is archived). */
  canCreate?: boolean;
  /** What the module adds to the form (a prescription's allergy warnings). */
  formExtension?: FormExtension;
  /**
   * The full list with its search, filters and switches; by default a compact
   * one (rows, their menu and paging), which is what one record's few related
   * records need.
   */
  full?: boolean;
  /** Where the create button leads instead of the form dialog (a bill opens the invoice builder). */
  createPage?: string;
  /** What the module adds to each row's menu (a procedure's Complete). */
  rowActions?: readonly RowAction[];
  /** Cells the module draws itself, by field (where a procedure is). */
  cells?: CustomCells;
}

/**
 * The records of one type that belong to the page's record (a visit's
 * prescriptions, a patient's): their list, and a button that opens the form
 * with what ties them already filled in.
 */
export function RelatedRecords({
  def,
  fixedFilters,
  title,
  createLabel,
  defaults,
  pageOf,
  canCreate = true,
  formExtension,
  full = false,
  createPage,
  rowActions,
  cells,
}: RelatedRecordsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAuth();
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  if (!can(def.permissions.read)) return null;
  const defined = Object.fromEntries(Object.entries(defaults ?? {}).filter(([, v]) => v !== undefined));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t(title)}
        </Typography>
        {createLabel && canCreate && can(def.permissions.write) && (
          <Button
            startIcon={<AddOutlined />}
            onClick={() => (createPage ? navigate(createPage) : setCreating(true))}
            className="no-print"
          >
            {t(createLabel)}
          </Button>
        )}
      </Stack>
      <ResourceList
        def={def}
        fixedFilters={fixedFilters}
        onView={(id) => navigate(pageOf(id))}
        embedded={!full}
        rowActions={rowActions}
        cells={cells}
      />
      <ResourceForm
        def={def}
        open={creating}
        defaults={defined}
        onClose={() => setCreating(false)}
        extension={formExtension}
      />
    </Box>
  );
}
