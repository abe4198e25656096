import { CERTIFICATE_PLACEHOLDERS } from '@chairside/domain';
import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

const LABELS: ReadonlyMap<string, string> = new Map(CERTIFICATE_PLACEHOLDERS.map((p) => [p.name, p.label]));
const TOKEN = /({{\s*[A-Za-z_][\w.]*\s*}})/g;

/**
 * A template's text as a certificate will show it: each placeholder marked
 * where the certificate's value goes (named in the reader's language), an
 * unknown one marked as an error.
 */
export function TemplatePreview({ content }: { content: string }) {
  const { t } = useTranslation();
  if (!content.trim())
    return (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('The preview shows the content as you type it.')}
      </Typography>
    );
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', textAlign: 'justify' }} dir="auto">
      {content.split(TOKEN).map((part, i) => {
        const name = /^{{\s*([\w.]+)\s*}}$/.exec(part)?.[1];
        const label = name ? LABELS.get(name) : undefined;
        if (!name)
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order; nothing moves
          return <Fragment key={i}>{part}</Fragment>;
        return (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order; nothing moves
            key={i}
            component="mark"
            title={part}
            sx={{
              px: 0.5,
              borderRadius: 0.5,
              bgcolor: label ? 'action.selected' : 'transparent',
              color: label ? 'text.primary' : 'error.dark',
              border: 1,
              borderColor: label ? 'primary.main' : 'error.main',
              borderStyle: label ? 'solid' : 'dashed',
            }}
          >
            {label ? t(label) : part}
          </Box>
        );
      })}
    </Typography>
  );
}
