import type { AnyResource } from '@chairside/domain';
import { Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { flattenErrors } from './errors';
import { FieldInput } from './fields/FieldInput';
import { FilesInput } from './files/FilesInput';
import type { FormAttachments } from './files/useFormAttachments';
import type { FormValues } from './formValues';
import type { SectionHeading } from './sectionHeading';
import { headingOf, isFormField, isFullWidth, sectionsOf } from './sections';

interface FormSectionsProps {
  def: AnyResource;
  control: Control<FormValues, unknown, FormValues>;
  disabled?: boolean;
  /** Display names of the record's references (`record.labels`). */
  labels?: Record<string, string | null>;
  /** The files of `files` fields (see useFormAttachments); without it those fields are not shown. */
  attachments?: FormAttachments;
  /** What a module shows in the form: after the section of title `after`, else before the first. */
  extra?: { after?: string; node: ReactNode };
  /** The sections' heading: h3 under a dialog's title (h2), h2 on a page under its h1. */
  headingLevel?: SectionHeading;
}

/** The form's controls, grouped by the resource's sections, two columns (full-width fields span both). */
export function FormSections({
  def,
  control,
  disabled,
  labels,
  attachments,
  extra,
  headingLevel = 'h3',
}: FormSectionsProps) {
  const { t } = useTranslation();
  return (
    // One column no wider than the form: an `auto` column grows to a wide child and the dialog scrolls sideways.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {extra && !extra.after && extra.node}
      {sectionsOf(def, isFormField).map((section, index) => {
        const heading = headingOf(section);
        return (
          <Box component="section" key={section.title ?? `section-${index}`}>
            {heading && (
              <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, mb: 1.5 }}>
                {t(heading)}
              </Typography>
            )}
            <Grid container spacing={2}>
              {section.fields.map(([key, field]) => (
                <Grid key={key} size={{ xs: 12, sm: isFullWidth(field) ? 12 : 6 }}>
                  {field.kind === 'files' ? (
                    attachments && (
                      <FilesInput
                        resource={attachments.resource}
                        name={key}
                        field={field}
                        recordId={attachments.recordId}
                        stored={attachments.stored(key)}
                        pending={attachments.pending(key)}
                        onPendingChange={(files) => attachments.setPending(key, files)}
                        disabled={disabled}
                      />
                    )
                  ) : (
                    <Controller
                      control={control}
                      name={key}
                      render={({ field: control, fieldState }) => (
                        <FieldInput
                          name={key}
                          field={field}
                          value={control.value}
                          onChange={control.onChange}
                          onBlur={control.onBlur}
                          inputRef={control.ref}
                          errors={flattenErrors(fieldState.error)}
                          disabled={disabled}
                          valueLabel={labels?.[key]}
                        />
                      )}
                    />
                  )}
                </Grid>
              ))}
            </Grid>
            {extra?.after && extra.after === section.title && <Box sx={{ mt: 2 }}>{extra.node}</Box>}
          </Box>
        );
      })}
    </Box>
  );
}
