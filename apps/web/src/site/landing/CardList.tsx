import { Box, Paper, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { EmptySection } from './Section';

interface CardListProps<T> {
  items: readonly T[];
  /** The spec's fallback when there is none ('No memberships found.'), translated. */
  empty: string;
  keyOf(item: T): string | number;
  /** Columns from a phone up: the grid's `gridTemplateColumns`. */
  columns: Record<string, string>;
  /** More style for each card (centred text). */
  cardSx?: SxProps<Theme>;
  children(item: T): ReactNode;
}

/** A landing section's cards: a list of outlined cards in a grid, or the section's fallback when empty. */
export function CardList<T>({ items, empty, keyOf, columns, cardSx, children }: CardListProps<T>) {
  if (items.length === 0) return <EmptySection text={empty} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}>
      {items.map((item) => (
        <Paper
          component="li"
          key={keyOf(item)}
          variant="outlined"
          sx={[{ p: 2.5 }, ...(Array.isArray(cardSx) ? cardSx : [cardSx])]}
        >
          {children(item)}
        </Paper>
      ))}
    </Box>
  );
}
