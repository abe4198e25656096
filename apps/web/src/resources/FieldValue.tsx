import type { FieldDef } from '@chairside/domain';
import { Box, Chip, Link, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { jsonWidget } from './fields/jsonWidgets';
import { type FormatContext, formatRow, formatValue, isLtr, optionLabel, type RowLabels, recordFormat } from './format';

interface FieldValueProps {
  field: FieldDef;
  value: unknown;
  /** Display name of a reference (`record.labels[field]`). */
  label?: string | null;
  /** Display names of references inside a rows field (`rowLabelsOf(record.labels, key)`). */
  rowLabels?: RowLabels;
  ctx: FormatContext;
  /** `cell`: one line for a grid; `detail`: the full value, links for emails, phones and web addresses. */
  variant?: 'cell' | 'detail';
  /** The whole record, for fields whose chip colour depends on it (`tone`). */
  record?: Readonly<Record<string, unknown>>;
}

const chipRow = { display: 'flex', gap: 0.5, alignItems: 'center' } as const;

/**
 * Text isolated from the surrounding direction, so that "+1 555 0142" or
 * "2026-03-04 09:15" keep their order in an Arabic page; free text follows its own first letter.
 */
const Isolated = ({ text, ltr }: { text: string; ltr: boolean }) => <bdi dir={ltr ? 'ltr' : 'auto'}>{text}</bdi>;

function linkOf(field: FieldDef, text: string): string | null {
  if (field.kind !== 'text') return null;
  if (field.format === 'email') return `mailto:${text}`;
  if (field.format === 'phone') return `tel:${text.replace(/[^\d+]/g, '')}`;
  if (field.format === 'url' && /^https?:\/\//i.test(text)) return text;
  return null;
}

/** A field's value drawn by kind: chips for choices and lists, the json widget's view, formatted text otherwise. */
export function FieldValue({ field, value, label, rowLabels, ctx: clinic, variant = 'cell', record }: FieldValueProps) {
  const detail = variant === 'detail';
  const ctx = recordFormat(clinic, record);
  const text = formatValue(field, value, ctx, label, rowLabels);
  if (text === '')
    return detail ? (
      <Typography color="text.secondary">{field.emptyText ? ctx.t(field.emptyText) : '—'}</Typography>
    ) : field.emptyText ? (
      // A cell says what an empty value means when the field declares it (an expiry of N/A).
      <Typography component="span" variant="body2" color="text.secondary">
        {ctx.t(field.emptyText)}
      </Typography>
    ) : null;
  const tone = record && field.tone ? field.tone(record, dayjs().format('YYYY-MM-DD')) : null;
  if (tone) return <Chip label={<Isolated text={text} ltr={isLtr(field)} />} color={tone} size="small" />;
  const wrap = detail ? { ...chipRow, flexWrap: 'wrap' } : { ...chipRow, overflow: 'hidden', height: '100%' };

  switch (field.kind) {
    case 'choice': {
      // A country is a place, not a state: its name as text.
      if (field.display === 'region') return <Isolated text={text} ltr={false} />;
      const option = String(value);
      // Isolated: a blood group keeps its sign after the letter (`O-`) in an Arabic page.
      return (
        <Chip
          label={<Isolated text={optionLabel(field, option, ctx)} ltr={false} />}
          color={field.colors?.[option] ?? 'default'}
          size="small"
        />
      );
    }
    case 'choices':
    case 'textList': {
      const items = Array.isArray(value) ? value.map(String) : [];
      return (
        <Box sx={wrap}>
          {items.map((item, i) => (
            <Chip
              // biome-ignore lint/suspicious/noArrayIndexKey: list entries may repeat; their position is their identity
              key={i}
              label={<Isolated text={field.kind === 'choices' ? ctx.t(item) : item} ltr={false} />}
              size="small"
              variant={field.kind === 'textList' ? 'outlined' : 'filled'}
            />
          ))}
        </Box>
      );
    }
    case 'rows': {
      if (!detail) return text;
      const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their position is their identity
            <li key={i}>
              <Isolated text={formatRow(field, row, ctx, i, rowLabels)} ltr={false} />
            </li>
          ))}
        </Box>
      );
    }
    case 'json': {
      const View = jsonWidget(field.widget)?.View;
      return detail && View ? <View value={value} /> : text;
    }
  }

  const isolated = <Isolated text={text} ltr={isLtr(field)} />;
  if (!detail) return isolated;
  const href = linkOf(field, text);
  if (href)
    return (
      <Link
        href={href}
        {...(field.kind === 'text' && field.format === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {isolated}
      </Link>
    );
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{isolated}</Typography>;
}
