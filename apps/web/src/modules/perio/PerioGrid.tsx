import {
  BUCCAL_SITES,
  DEEP_POCKET_MM,
  FURCATION_GRADES,
  LINGUAL_SITES,
  type PerioSite,
  type PerioTooth,
  type ProbeStop,
} from '@chairside/domain';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { EntryMode } from './keys';

const SITE_WORDS: Record<PerioSite, string> = {
  MB: 'mesiobuccal',
  B: 'buccal',
  DB: 'distobuccal',
  ML: 'mesiolingual',
  L: 'lingual',
  DL: 'distolingual',
};

export interface PerioGridProps {
  teeth: readonly PerioTooth[];
  /** The tooth as the clinic numbers it. */
  label(tooth: string): string;
  mode: EntryMode;
  /** Editing: the cursor's stop, the keys and the inputs' refs; absent for an exam read back. */
  entry?: {
    cursor: ProbeStop | undefined;
    order: readonly ProbeStop[];
    onKey(e: KeyboardEvent<HTMLInputElement>): void;
    onFocusStop(index: number): void;
    inputs: RefObject<Map<string, HTMLInputElement>>;
    onTooth(tooth: string, change: Partial<Pick<PerioTooth, 'mobility' | 'furcation'>>): void;
  };
  caption: string;
}

/**
 * The periodontal chart as a table: a row per present tooth, its three buccal
 * and three lingual sites, mobility and furcation. Pockets of 4 mm or more
 * are shaded, bleeding sites marked in red (and said so), so they stand out.
 */
export function PerioGrid({ teeth, label, mode, entry, caption }: PerioGridProps) {
  const { t } = useTranslation();
  const cell = (tooth: PerioTooth, site: PerioSite) => {
    const reading = tooth.sites[site];
    const value = mode === 'pd' ? reading.pd : reading.gm;
    const deep = reading.pd !== null && reading.pd >= DEEP_POCKET_MM;
    const what = mode === 'pd' ? t('probing depth') : t('gingival margin');
    const flags = [reading.bleeding ? t('bleeding') : '', reading.suppuration ? t('suppuration') : '']
      .filter(Boolean)
      .join(', ');
    const name = `${t('Tooth {{tooth}}', { tooth: label(tooth.tooth) })} ${site} ${what}${flags ? `, ${flags}` : ''}`;
    const key = `${tooth.tooth}-${site}`;
    const index = entry ? entry.order.findIndex((s) => s.tooth === tooth.tooth && s.site === site) : -1;
    const current = entry?.cursor?.tooth === tooth.tooth && entry.cursor.site === site;
    const sx = {
      width: 40,
      textAlign: 'center' as const,
      font: 'inherit',
      fontWeight: deep ? 700 : 400,
      py: 0.5,
      border: 1,
      borderColor: reading.bleeding ? 'error.main' : 'divider',
      borderBottomWidth: reading.bleeding ? 3 : 1,
      borderRadius: 0.5,
      bgcolor: deep ? '#fde0dc' : 'background.paper',
      color: deep ? '#8e1b10' : 'text.primary',
      outline: current ? '2px solid' : undefined,
      outlineColor: 'primary.main',
    };
    return (
      <TableCell
        key={site}
        align="center"
        sx={{ px: 0.25, py: 0.5 }}
        data-site={key}
        data-deep={deep || undefined}
        data-bleeding={reading.bleeding || undefined}
      >
        {entry ? (
          <Box
            component="input"
            ref={(el: HTMLInputElement | null) => {
              if (el) entry.inputs.current.set(key, el);
              else entry.inputs.current.delete(key);
            }}
            value={value ?? ''}
            onChange={() => undefined}
            onKeyDown={entry.onKey}
            onFocus={() => index >= 0 && entry.onFocusStop(index)}
            inputMode="numeric"
            aria-label={name}
            title={t(SITE_WORDS[site])}
            sx={sx}
          />
        ) : (
          <Box component="span" aria-label={name} role="img" sx={{ ...sx, display: 'inline-block' }}>
            {value ?? '·'}
          </Box>
        )}
        {reading.suppuration && (
          <Box component="span" aria-hidden sx={{ color: 'warning.dark', fontSize: 10, display: 'block' }}>
            S
          </Box>
        )}
      </TableCell>
    );
  };
  return (
    // Read back, the table scrolls on its own: a stop of its own so the keyboard can scroll it too.
    <TableContainer
      sx={{ maxHeight: 560 }}
      tabIndex={entry ? undefined : 0}
      role={entry ? undefined : 'region'}
      aria-label={entry ? undefined : caption}
    >
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Tooth')}</TableCell>
            {BUCCAL_SITES.map((s) => (
              <TableCell key={s} align="center" title={t(SITE_WORDS[s])}>
                {s}
              </TableCell>
            ))}
            {LINGUAL_SITES.map((s) => (
              <TableCell key={s} align="center" title={t(SITE_WORDS[s])}>
                {s}
              </TableCell>
            ))}
            <TableCell align="center">{t('Mobility')}</TableCell>
            <TableCell align="center">{t('Furcation')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {teeth.map((tooth) => (
            <TableRow key={tooth.tooth} data-tooth={tooth.tooth}>
              <TableCell component="th" scope="row">
                {label(tooth.tooth)}
              </TableCell>
              {BUCCAL_SITES.map((s) => cell(tooth, s))}
              {LINGUAL_SITES.map((s) => cell(tooth, s))}
              <TableCell align="center">
                {entry ? (
                  <Box
                    component="select"
                    value={tooth.mobility ?? ''}
                    aria-label={t('Tooth {{tooth}} mobility', { tooth: label(tooth.tooth) })}
                    onChange={(e) =>
                      entry.onTooth(tooth.tooth, {
                        mobility: e.currentTarget.value === '' ? null : Number(e.currentTarget.value),
                      })
                    }
                  >
                    <option value="">–</option>
                    {[0, 1, 2, 3].map((m) => (
                      <option key={m} value={m}>
                        {m}
                      </option>
                    ))}
                  </Box>
                ) : (
                  (tooth.mobility ?? '–')
                )}
              </TableCell>
              <TableCell align="center">
                {entry ? (
                  <Box
                    component="select"
                    value={tooth.furcation ?? ''}
                    aria-label={t('Tooth {{tooth}} furcation', { tooth: label(tooth.tooth) })}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      entry.onTooth(tooth.tooth, {
                        furcation: FURCATION_GRADES.find((g) => g === v) ?? null,
                      });
                    }}
                  >
                    <option value="">–</option>
                    {FURCATION_GRADES.map((g) => (
                      <option key={g} value={g}>
                        {g}
                      </option>
                    ))}
                  </Box>
                ) : (
                  (tooth.furcation ?? '–')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
