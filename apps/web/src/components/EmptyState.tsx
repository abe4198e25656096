import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: SvgIconComponent;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Render the title as the page heading. */
  heading?: boolean;
}

/** A calm "nothing here" block: icon, title, explanation and what to do next. */
export function EmptyState({ icon: Icon, title, children, action, heading = false }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Icon sx={{ fontSize: 48, color: 'primary.light', mb: 1 }} aria-hidden />
      <Typography variant={heading ? 'h4' : 'h6'} component={heading ? 'h1' : 'p'} sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {children && <Box sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>{children}</Box>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
