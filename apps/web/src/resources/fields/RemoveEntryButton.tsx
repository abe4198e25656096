import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';

/** Removes one row of a list editor; named after the row, and disabled for the last row (spec rule). */
export function RemoveEntryButton({
  rowLabel,
  onClick,
  disabled,
  offset,
}: {
  rowLabel: string;
  onClick(): void;
  disabled: boolean;
  /** Top margin that lines the button up with the row's first control. */
  offset: number;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('Remove entry')}>
      <span>
        <IconButton
          aria-label={`${t('Remove entry')}: ${rowLabel}`}
          onClick={onClick}
          disabled={disabled}
          sx={{ mt: offset }}
        >
          <RemoveCircleOutlineOutlined fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
