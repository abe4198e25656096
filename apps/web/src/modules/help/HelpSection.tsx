import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of the help page. */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
