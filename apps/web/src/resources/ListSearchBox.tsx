import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { useTypedSearch } from './useTypedSearch';

interface ListSearchBoxProps {
  /** The search the list shows. */
  q: string;
  /** Told the new search once typing pauses. */
  onSearch(q: string): void;
}

/** A list's search box: it keeps what is typed itself, and the list follows when typing pauses. */
export function ListSearchBox({ q, onSearch }: ListSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useTypedSearch(q, onSearch);
  return (
    <TextField
      type="search"
      name="q"
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={t('Search')}
      sx={{ minWidth: 200, maxWidth: 280 }}
      slotProps={{
        htmlInput: { 'aria-label': t('Search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
