import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useAppName } from '../api/settings';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { LanguageMenu } from '../shell/LanguageMenu';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  /** Links under the card. */
  footer?: ReactNode;
  /** Width of the card: `xs` for sign-in, `sm` for a longer form (the contact form). */
  width?: 'xs' | 'sm';
}

/** MUI Container's widths and gutters, with a Box: Container and Stack weigh 2 KiB on the login page. */
const MAX_WIDTH = { xs: 444, sm: 600 } as const;

/** The frame of the public forms (sign-in, registration, contact): clinic name, a card, links. */
export function AuthLayout({ title, children, footer, width = 'xs' }: AuthLayoutProps) {
  const appName = useAppName();
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        // The language menu sits in this frame's corner, under the demo banner, not over it.
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        background: 'linear-gradient(160deg, #e6f1f5 0%, #f4f7f9 55%, #eef2f8 100%)',
        py: 4,
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <LanguageMenu />
      </Box>
      <Box component="main" sx={{ width: '100%', maxWidth: MAX_WIDTH[width], mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700 }}>
            {appName}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
        {footer && (
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 2, flexWrap: 'wrap' }}>{footer}</Box>
        )}
      </Box>
    </Box>
  );
}
