import { CERTIFICATE_CLINICAL_FIELDS, certificates, certificateTitle } from '@chairside/domain';
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDate } from '../../resources/format';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * A certificate as it prints (see the server's certificate PDF): title and
 * number, who and when, its text, and the line the doctor signs on. Names,
 * never ids; internal notes are not part of it.
 */
export function CertificatePreview({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const labels = record.labels ?? {};
  const number = text(record.certificateNumber) || `#${record.id}`;
  const body = text(record.body);
  const { fields } = certificates;
  const facts = [
    [fields.patientId.label, labels.patientId ?? '—'],
    [fields.doctorId.label, labels.doctorId ?? '—'],
    [fields.clinicId.label, labels.clinicId ?? '—'],
    [fields.issueDate.label, text(record.issueDate) ? formatDate(text(record.issueDate), ctx) : '—'],
    [fields.validUntil.label, text(record.validUntil) ? formatDate(text(record.validUntil), ctx) : '—'],
  ] as const;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}>
      {labels.clinicId && (
        <Typography variant="caption" color="text.secondary" component="p">
          <bdi>{labels.clinicId}</bdi>
        </Typography>
      )}
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {t(certificateTitle(record.certificateType))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Certificate No. {{number}}', { number })}
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {t(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <bdi>{value}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2.5 }}>
        {body ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', textAlign: 'justify' }} dir="auto">
            {body}
          </Typography>
        ) : (
          CERTIFICATE_CLINICAL_FIELDS.filter((key) => text(record[key])).map((key) => (
            <Box key={key} sx={{ mb: 1.5 }}>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {t(fields[key].label)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }} dir="auto">
                {text(record[key])}
              </Typography>
            </Box>
          ))
        )}
      </Box>
      <Stack sx={{ mt: 5, width: 240, maxWidth: '100%' }}>
        <Divider sx={{ borderColor: 'text.primary' }} />
        <Typography variant="caption" color="text.secondary">
          {t(fields.signature.label)}
        </Typography>
        <Typography variant="body2">
          <bdi>{text(record.signature) || labels.doctorId || ''}</bdi>
        </Typography>
      </Stack>
    </Paper>
  );
}
