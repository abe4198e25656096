import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

/** Narrows the menu as you type. */
export function SidebarFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 1.5, pt: 1.5, pb: 1 }}>
      <TextField
        fullWidth
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('Filter menu')}
        slotProps={{
          htmlInput: { 'aria-label': t('Filter menu') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
