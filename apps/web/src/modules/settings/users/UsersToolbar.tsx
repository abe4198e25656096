import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTypedSearch } from '../../../resources/useTypedSearch';

interface UsersToolbarProps {
  q: string;
  active: 'true' | 'false' | undefined;
  onSearch(q: string): void;
  onActive(active: 'true' | 'false' | undefined): void;
}

/** Search by user name and filter by status. */
export function UsersToolbar({ q, active, onSearch, onActive }: UsersToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useTypedSearch(q, onSearch);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 2 }}>
      <TextField
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        label={t('Search users')}
        sx={{ minWidth: 240 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('Status')}
        value={active ?? 'all'}
        onChange={(e) => onActive(e.target.value === 'true' || e.target.value === 'false' ? e.target.value : undefined)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="all">{t('All accounts')}</MenuItem>
        <MenuItem value="true">{t('Active')}</MenuItem>
        <MenuItem value="false">{t('Awaiting activation')}</MenuItem>
      </TextField>
    </Stack>
  );
}
