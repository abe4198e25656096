import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { download } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { useToast } from '../shell/toast';
import { exportQuery } from './documentQuery';
import { problemMessage } from './errors';

interface ExportMenuProps {
  /** Resource name: the file comes from `GET /api/{name}/export`. */
  name: string;
  /** The list's current search, sort and filters: the export holds what the list shows, every page of it. */
  query: Record<string, string | number | undefined>;
  /** The rows selected in the grid: when there are some, only they are exported (Export Selected). */
  ids?: readonly number[];
}

const FORMATS = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
] as const;

/** Export button with a CSV / Excel menu; the server builds the file. */
export function ExportMenu({ name, query, ids = [] }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: string) => {
    setAnchor(null);
    setBusy(true);
    try {
      const selected = ids.length ? ids.join(',') : undefined;
      await download(`/${name}/export`, { ...query, ...exportQuery(i18n.language), format, ids: selected });
      toast.success(format === 'xlsx' ? 'Exported to Excel' : 'Exported to CSV');
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
        disabled={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t(ids.length ? 'Export Selected' : 'Export')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => run(format)}>
            {t(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
