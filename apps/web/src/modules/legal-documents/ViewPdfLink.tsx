import { legalDocuments, type StoredFile } from '@chairside/domain';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { inlineFileUrl } from '../../resources/files/api';
import type { ResourceRecord } from '../../resources/types';

/** The signed document of a legal record, if it has one. */
export const signedDocumentOf = (record: ResourceRecord): StoredFile | undefined =>
  (record.document as StoredFile[] | undefined)?.[0];

/** View PDF: the signed document in the browser's viewer, in a new tab; says so when none was uploaded. */
export function ViewPdfLink({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const file = signedDocumentOf(record);
  if (!file)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('No document uploaded')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Link
        href={inlineFileUrl(legalDocuments.name, record.id, file.id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('View PDF: {{name}} (opens in a new tab)', { name: file.name })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {t('View PDF')}
        <OpenInNewOutlined sx={{ fontSize: 16 }} />
      </Link>
    </Box>
  );
}
