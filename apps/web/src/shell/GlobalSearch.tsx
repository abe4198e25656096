import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Box, IconButton, InputBase } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useSlashShortcut } from './useSlashShortcut';

/** The text of a /result/{text} address, if that is where we are. */
function searchedText(pathname: string): string | undefined {
  if (!pathname.startsWith('/result/')) return undefined;
  try {
    return decodeURIComponent(pathname.slice('/result/'.length));
  } catch {
    return undefined;
  }
}

/** Search everything: Enter or the button goes to /result/{text}. "/" focuses the box. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = searchedText(useLocation().pathname);
  const [text, setText] = useState(input ?? '');
  const ref = useRef<HTMLInputElement>(null);
  useSlashShortcut(ref);

  useEffect(() => {
    if (input !== undefined) setText(input);
  }, [input]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) navigate(`/result/${encodeURIComponent(q)}`);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        maxWidth: 420,
        borderRadius: 2,
        bgcolor: (th) => alpha(th.palette.primary.main, 0.06),
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <InputBase
        inputRef={ref}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('Search…')}
        sx={{ flexGrow: 1, px: 1.5, fontSize: 14 }}
        inputProps={{ 'aria-label': t('Search everything'), 'aria-keyshortcuts': '/' }}
      />
      <IconButton type="submit" aria-label={t('Search')}>
        <SearchOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
