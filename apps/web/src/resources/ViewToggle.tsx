import type { ListView } from '@chairside/domain';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

export interface ViewToggleProps {
  views: readonly ListView[];
  /** The view shown; '' for all records. */
  value: string;
  onChange(view: string): void;
}

/** The named views of a list (Low stock, Expired) as quick filters: one at a time, click again for all. */
export function ViewToggle({ views, value, onChange }: ViewToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value || null}
      onChange={(_, next: string | null) => onChange(next ?? '')}
      aria-label={t('Quick filters')}
    >
      {views.map((view) => (
        <ToggleButton key={view.name} value={view.name} sx={{ textTransform: 'none', py: 0.5 }}>
          {t(view.label)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
