import { linesOf, SITE_SECTIONS, type SiteSection, type SiteSectionValues } from '@chairside/domain';
import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../shell/toast';
import { siteQuery } from '../../site/siteQuery';
import { useSaveSection, useSiteContent } from './api';
import { HeroImageField } from './HeroImageField';
import { SectionPreview } from './SectionPreview';

type Draft = Record<string, string>;

const draftOf = (section: SiteSection, values: SiteSectionValues): Draft =>
  Object.fromEntries(
    SITE_SECTIONS[section].fields.map((f) => {
      const v = values[f.key];
      return [f.key, Array.isArray(v) ? v.join('\n') : (v ?? '')];
    }),
  );

const valuesOf = (section: SiteSection, draft: Draft): SiteSectionValues =>
  Object.fromEntries(
    SITE_SECTIONS[section].fields.map((f) => [
      f.key,
      f.kind === 'lines' ? linesOf(draft[f.key] ?? '') : (draft[f.key] ?? ''),
    ]),
  );

/**
 * One section of the public site (spec 002 "Front-office content"): its text in a read view, Edit,
 * then Save or Cancel; the spec's messages; a live preview of the public section beside it.
 */
export function SectionEditor({ section }: { section: SiteSection }) {
  const spec = SITE_SECTIONS[section];
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useAuth();
  const content = useSiteContent();
  const { data: site } = siteQuery.use();
  const save = useSaveSection(section);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (content.isError) return <Alert severity="error">{t(spec.loadFailed)}</Alert>;
  if (!content.data) return <CircularProgress aria-label={t('Loading')} />;
  const stored = content.data.content[section];
  const shown = draft ? valuesOf(section, draft) : stored;

  const submit = async () => {
    if (!draft) return;
    try {
      await save.mutateAsync({ values: valuesOf(section, draft), version: content.data.versions[section] ?? 0 });
      toast.success(spec.saved);
      setDraft(null);
      setErrors({});
    } catch (e) {
      setErrors(e instanceof ApiError ? e.fieldErrors() : {});
      toast.error(spec.failed);
      if (e instanceof ApiError && e.status === 409) await content.refetch();
    }
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(spec.title)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' } }}>
        <Card
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            {spec.fields.map((f) =>
              draft ? (
                <TextField
                  key={f.key}
                  label={t(f.label)}
                  value={draft[f.key] ?? ''}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                  multiline={f.kind !== 'line'}
                  minRows={f.kind === 'line' ? undefined : 3}
                  required
                  error={Boolean(errors[f.key])}
                  helperText={
                    errors[f.key] ? t(errors[f.key] ?? '') : f.kind === 'lines' ? t('One per line') : undefined
                  }
                  slotProps={{ htmlInput: { maxLength: f.kind === 'lines' ? undefined : f.max } }}
                />
              ) : (
                <Box key={f.key}>
                  <Typography variant="subtitle2" component="h2">
                    {t(f.label)}
                  </Typography>
                  {Array.isArray(stored[f.key]) ? (
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {(stored[f.key] as string[]).map((line) => (
                        <li key={line}>
                          <bdi>{line}</bdi>
                        </li>
                      ))}
                    </Box>
                  ) : (
                    <Typography sx={{ whiteSpace: 'pre-line' }}>
                      <bdi>{String(stored[f.key] ?? '')}</bdi>
                    </Typography>
                  )}
                </Box>
              ),
            )}
          </CardContent>
          {can('content.manage') && (
            <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
              {draft ? (
                <>
                  {/* Keys: a re-used Edit button, turned into a submit button during its own click, would submit. */}
                  <Button key="save" type="submit" variant="contained" disabled={save.isPending}>
                    {t('Save')}
                  </Button>
                  <Button
                    key="cancel"
                    onClick={() => {
                      setDraft(null);
                      setErrors({});
                    }}
                  >
                    {t('Cancel')}
                  </Button>
                </>
              ) : (
                <Button
                  key="edit"
                  variant="contained"
                  startIcon={<Edit />}
                  onClick={() => setDraft(draftOf(section, stored))}
                >
                  {t('Edit')}
                </Button>
              )}
            </CardActions>
          )}
        </Card>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {section === 'home' && site && can('content.manage') && <HeroImageField image={site.heroImage} />}
          {site && <SectionPreview site={site} section={section} values={shown} />}
        </Box>
      </Box>
    </Box>
  );
}
