import {
  CERTIFICATE_PLACEHOLDERS,
  certificateTemplates,
  placeholderToken,
  unknownPlaceholders,
} from '@chairside/domain';
import Add from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR, problemMessage } from '../../resources/errors';
import { ReferenceAutocomplete } from '../../resources/ReferenceAutocomplete';
import { STALE_VERSION } from '../../resources/ResourceForm';
import type { ResourceRecord } from '../../resources/types';
import { useResource } from '../../resources/useResource';
import { usePatchResource } from '../../resources/useResourceMutations';
import { useToast } from '../../shell/toast';
import { insertToken } from './insertToken';
import { TemplatePreview } from './TemplatePreview';

interface TemplateDesignerProps {
  /** The template to design; null: the user picks one first. */
  templateId: number | null;
  onClose(): void;
}

/**
 * Design Layout: a template's content edited with its placeholders at hand
 * (each button inserts one where the cursor is) and a live preview beside it.
 * Unknown placeholders are named as they are typed, and cannot be saved.
 */
export function TemplateDesigner({ templateId, onClose }: TemplateDesignerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [id, setId] = useState<number | null>(templateId);
  const template = useResource(certificateTemplates, id, { fresh: true });
  const record = template.data;
  const name = typeof record?.name === 'string' ? record.name : '';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{name ? t('Design Layout: {{name}}', { name }) : t('Design Layout')}</DialogTitle>
      {templateId === null && (
        <Box sx={{ px: 3, pb: 1 }}>
          <ReferenceAutocomplete
            resource={certificateTemplates.name}
            value={id}
            onChange={setId}
            label={t(certificateTemplates.label)}
            name="templateId"
            required
          />
        </Box>
      )}
      {id === null ? (
        <>
          <DialogContent dividers>
            <Typography color="text.secondary">{t('Choose the template to design.')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('Cancel')}</Button>
          </DialogActions>
        </>
      ) : template.isError ? (
        <>
          <DialogContent dividers>
            <Alert severity="error">{t(problemMessage(template.error))}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('Close')}</Button>
          </DialogActions>
        </>
      ) : record && template.isFetchedAfterMount ? (
        // Keyed by the template only: saving refreshes the record, and the text being edited stays.
        <DesignerBody key={record.id} record={record} onClose={onClose} />
      ) : (
        <DialogContent dividers sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label={t('Loading…')} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DesignerBody({ record, onClose }: { record: ResourceRecord; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = usePatchResource(certificateTemplates);
  const stored = typeof record.content === 'string' ? record.content : '';
  const [content, setContent] = useState(stored);
  const [problem, setProblem] = useState<string | null>(null);
  const editor = useRef<HTMLTextAreaElement | null>(null);
  const unknown = unknownPlaceholders(content);
  const previewId = useId();

  // Where the writer left the cursor in the text; null until they place one (then a token goes at the end).
  const cursor = useRef<{ start: number; end: number } | null>(null);
  const remember = () => {
    const el = editor.current;
    if (el) cursor.current = { start: el.selectionStart, end: el.selectionEnd };
  };

  // The cursor goes after what was inserted, ready for the next word. Placed as the inserted text is
  // drawn (a layout effect, within the click's own task), not a frame later: a frame later it collapsed a
  // selection made in between (select all, then type) and the typed text went after the old one.
  const caretAfterInsert = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = editor.current;
    const caret = caretAfterInsert.current;
    if (!el || caret === null) return;
    caretAfterInsert.current = null;
    el.focus();
    el.setSelectionRange(caret, caret);
  });

  const insert = (name: string) => {
    const next = insertToken(content, placeholderToken(name), cursor.current);
    setContent(next.content);
    cursor.current = { start: next.caret, end: next.caret };
    caretAfterInsert.current = next.caret;
  };

  const submit = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({ id: record.id, body: { content, version: record.version } });
      toast.success(certificateTemplates.messages.updated);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) toast.error(STALE_VERSION);
      else if (error instanceof ApiError && error.problem.errors?.length)
        setProblem(error.problem.errors.map((e) => e.message).join(' '));
      else toast.error(error instanceof ApiError ? problemMessage(error) : GENERIC_ERROR);
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" component="h3" id={`${previewId}-insert`} sx={{ mb: 1 }}>
              {t('Insert a placeholder')}
            </Typography>
            <Stack
              direction="row"
              useFlexGap
              role="group"
              aria-labelledby={`${previewId}-insert`}
              sx={{ flexWrap: 'wrap', gap: 0.75, mb: 2 }}
            >
              {CERTIFICATE_PLACEHOLDERS.map((p) => (
                <Button
                  key={p.name}
                  size="small"
                  variant="outlined"
                  startIcon={<Add fontSize="small" />}
                  onClick={() => insert(p.name)}
                  title={placeholderToken(p.name)}
                >
                  {t(p.label)}
                </Button>
              ))}
            </Stack>
            <TextField
              label={t(certificateTemplates.fields.content.label)}
              name="content"
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                remember();
              }}
              onSelect={remember}
              multiline
              minRows={14}
              maxRows={28}
              fullWidth
              required
              inputRef={editor}
              error={unknown.length > 0 || problem !== null}
              helperText={
                unknown.length > 0
                  ? t('Unknown placeholders: {{names}}', { names: unknown.join(', ') })
                  : (problem ?? t('Type the text; the buttons above insert what each certificate fills in.'))
              }
              slotProps={{ htmlInput: { maxLength: 20_000, spellCheck: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" component="h3" id={previewId} sx={{ mb: 1 }}>
              {t('Preview')}
            </Typography>
            <Paper variant="outlined" sx={{ p: 3, minHeight: 320 }} aria-labelledby={previewId} role="region">
              <TemplatePreview content={content} />
            </Paper>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={save.isPending || unknown.length > 0 || !content.trim() || content === stored}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('Save')}
        </Button>
      </DialogActions>
    </>
  );
}
