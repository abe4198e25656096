import type { AnyResource, StoredFile } from '@chairside/domain';
import { Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { FieldValue } from './FieldValue';
import { FileList } from './files/FileList';
import { formatDateTime, rowLabelsOf } from './format';
import type { SectionHeading } from './sectionHeading';
import { headingOf, isFullWidth, sectionsOf } from './sections';
import type { ResourceRecord } from './types';
import { useFormatContext } from './useFormatContext';

/** Every field of a record, by section, drawn like the grid draws it; then when it was created and last changed. */
export function DetailSections({
  def,
  record,
  children,
  headingLevel = 'h3',
}: {
  def: AnyResource;
  record: ResourceRecord;
  /** What a module adds after the fields, before the times (a staff member's permissions). */
  children?: ReactNode;
  /** The sections' heading: h3 under a dialog's title (h2), h2 on a page under its h1. */
  headingLevel?: SectionHeading;
}) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const sections = sectionsOf(def);
  return (
    // One column no wider than the dialog: a grid's `auto` column grew to what a child asked for
    // (an embedded list of payments, 1,106 px in a 900 px dialog), and the dialog scrolled sideways.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {sections.map((section, index) => {
        const heading = headingOf(section);
        return (
          <Box component="section" key={section.title ?? `section-${index}`}>
            {heading && (
              <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, mb: 1 }}>
                {t(heading)}
              </Typography>
            )}
            <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
              {section.fields.map(([key, field]) => (
                <Grid key={key} size={{ xs: 12, sm: isFullWidth(field) ? 12 : 6 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {t(field.label)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    {field.kind === 'files' && Array.isArray(record[key]) && (record[key] as unknown[]).length > 0 ? (
                      <FileList resource={def.name} recordId={record.id} files={record[key] as StoredFile[]} />
                    ) : (
                      <FieldValue
                        field={field}
                        value={record[key]}
                        label={record.labels?.[key]}
                        rowLabels={rowLabelsOf(record.labels, key)}
                        ctx={ctx}
                        variant="detail"
                        record={record}
                      />
                    )}
                  </Box>
                </Grid>
              ))}
            </Grid>
          </Box>
        );
      })}
      {children}
      <Grid container spacing={2} component="dl" sx={{ m: 0, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        {(
          [
            ['Created', record.createdAt],
            ['Last updated', record.updatedAt],
          ] as const
        ).map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <bdi dir="ltr">{formatDateTime(value, ctx)}</bdi>
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
