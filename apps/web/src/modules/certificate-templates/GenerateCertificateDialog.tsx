import { type AnyResource, CERTIFICATE_CLINICAL_FIELDS, certificates, certificateTemplates } from '@chairside/domain';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, post } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { FormSections } from '../../resources/FormSections';
import { formResolver } from '../../resources/formResolver';
import { type FormValues, initialFormValues } from '../../resources/formValues';
import { resourceKeys } from '../../resources/queryKeys';
import { ReferenceAutocomplete } from '../../resources/ReferenceAutocomplete';
import { serverFieldErrors } from '../../resources/serverErrors';
import type { ResourceRecord } from '../../resources/types';
import { useResource } from '../../resources/useResource';
import { useToast } from '../../shell/toast';
import { certificateViewPath } from '../certificates/paths';
import { TemplatePreview } from './TemplatePreview';

const { body: _text, attachments: _files, ...generatedFields } = certificates.fields;

/** A certificate's form without its text (the template gives it) or its files (added once it exists). */
const GENERATED: AnyResource = {
  ...certificates,
  fields: generatedFields,
  sections: [
    {
      title: 'Certificate',
      fields: ['certificateType', 'status', 'patientId', 'doctorId', 'clinicId', 'issueDate', 'validUntil'],
    },
    { title: 'Clinical details', fields: CERTIFICATE_CLINICAL_FIELDS },
    { title: 'Signature', fields: ['signature', 'certificateNumber', 'notes'] },
  ],
};

interface GenerateCertificateDialogProps {
  /** The template chosen in the grid; null: the user picks one here. */
  templateId: number | null;
  onClose(): void;
}

/**
 * Generate Certificate: a template, then the certificate's patient, doctor,
 * clinic, type, dates and clinical details. The server fills the template
 * with them (names, dates, the new number) and stores the certificate, which
 * then opens in its preview.
 */
export function GenerateCertificateDialog({ templateId: initial, onClose }: GenerateCertificateDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [templateId, setTemplateId] = useState<number | null>(initial);
  const [templateMissing, setTemplateMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const template = useResource(certificateTemplates, templateId);
  const content = typeof template.data?.content === 'string' ? template.data.content : '';

  const resolver = useMemo(() => formResolver(GENERATED), []);
  const form = useForm<FormValues, unknown, FormValues>({
    defaultValues: initialFormValues(GENERATED, null, { issueDate: dayjs().format('YYYY-MM-DD') }),
    resolver,
  });
  // The template's type, once it is known, unless the user chose one.
  const templateType = template.data?.certificateType;
  useEffect(() => {
    if (typeof templateType === 'string' && !form.getFieldState('certificateType').isDirty)
      form.setValue('certificateType', templateType);
  }, [templateType, form]);

  const generate = useMutation({
    mutationFn: (body: Record<string, unknown>) => post<ResourceRecord>(`/${certificates.name}/generate`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys.all }),
  });

  const submit = form.handleSubmit(async (body) => {
    if (templateId === null) return;
    setProblem(null);
    try {
      const created = await generate.mutateAsync({ ...body, templateId });
      toast.success(certificates.messages.created);
      onClose();
      navigate(certificateViewPath(created.id));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
        const errors = serverFieldErrors(GENERATED, error);
        for (const e of errors) if (e.field) form.setError(e.path, { type: 'server', message: e.message });
        if (errors.some((e) => e.path === 'templateId')) setTemplateMissing(true);
        setProblem(errors.find((e) => !e.field && e.path !== 'templateId')?.message ?? null);
      } else toast.error(certificates.messages.createFailed ?? 'Failed to create certificate');
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('Generate Certificate')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          setTemplateMissing(templateId === null);
          void submit(e);
        }}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <Alert severity="error">{t(problem)}</Alert>}
            <ReferenceAutocomplete
              resource={certificateTemplates.name}
              value={templateId}
              onChange={(id) => {
                setTemplateId(id);
                setTemplateMissing(false);
              }}
              valueLabel={typeof template.data?.name === 'string' ? template.data.name : undefined}
              label={t('Template')}
              name="templateId"
              required
              disabled={busy}
              error={templateMissing}
              helperText={templateMissing ? t('Template is required') : undefined}
            />
            {content && (
              <Box component="details" sx={{ '& summary': { cursor: 'pointer', color: 'text.secondary' } }}>
                <Typography component="summary" variant="body2">
                  {t('Show the template’s text')}
                </Typography>
                <Box sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <TemplatePreview content={content} />
                </Box>
              </Box>
            )}
            <FormSections def={GENERATED} control={form.control} disabled={busy} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('Generate')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
