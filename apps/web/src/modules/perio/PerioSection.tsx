import { PERMANENT_TEETH, perioExams, perioSummary, toothLabel } from '@chairside/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSettings } from '../../api/settings';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDate } from '../../resources/format';
import { usePdfDownloadAction } from '../../resources/recordDownloads';
import { useFormatContext } from '../../resources/useFormatContext';
import { useChart } from '../chart/api';
import { useComparison, usePerioExams } from './api';
import { PerioEntry } from './PerioEntry';
import { PerioGrid } from './PerioGrid';

const TREND_COLORS = { Better: 'success', Worse: 'error', Same: 'default' } as const;

/**
 * The periodontal chart on the patient's chart page: their exams, the chosen
 * one's summary (mean probing depth, % of sites ≥ 4 mm, % bleeding) and table,
 * a new exam typed from the keyboard, and two exams compared tooth by tooth.
 */
export function PerioSection({ patient }: { patient: number }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const { can } = useAuth();
  const settings = useSettings();
  const numbering = settings.data?.localisation.toothNumbering ?? 'universal';
  const label = (tooth: string) => toothLabel(tooth, numbering);
  const chart = useChart(patient);
  const exams = usePerioExams(patient);
  const [chosen, setChosen] = useState<number | null>(null);
  const [against, setAgainst] = useState<number | null>(null);
  const [entering, setEntering] = useState(false);
  const list = exams.data ?? [];
  const exam = list.find((e) => e.id === chosen) ?? list[0];
  const earlier = list.filter((e) => exam && e.id !== exam.id);
  const comparison = useComparison(against, exam?.id ?? null);
  const present = PERMANENT_TEETH.filter((tooth) => !chart.data?.teeth[tooth.id]?.absent).map((tooth) => tooth.id);
  const summary = exam ? perioSummary(exam.readings) : null;
  const day = (d: string) => formatDate(d, ctx);
  const pdf = usePdfDownloadAction(perioExams);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="perio-heading" sx={{ p: { xs: 1, sm: 2 }, mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography id="perio-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('Periodontal Chart')}
        </Typography>
        {list.length > 0 && !entering && (
          <TextField
            select
            size="small"
            label={t('Exam')}
            value={exam?.id ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
            sx={{ minWidth: 180 }}
          >
            {list.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {day(e.examDate)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {exam && !entering && (
          <Button startIcon={<PictureAsPdfOutlined />} onClick={() => pdf.onClick(exam)}>
            {t('Download PDF')}
          </Button>
        )}
        {can(perioExams.permissions.write) && !entering && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEntering(true)}
            disabled={!chart.data}
          >
            {t('New Periodontal Exam')}
          </Button>
        )}
      </Stack>
      {entering ? (
        <PerioEntry
          patient={patient}
          present={present}
          label={label}
          onCancel={() => setEntering(false)}
          onSaved={(saved) => {
            setEntering(false);
            setChosen(saved.id);
          }}
        />
      ) : (
        <>
          {exams.isError && <Alert severity="error">{t('The periodontal exams could not be loaded.')}</Alert>}
          {exams.data && !list.length && (
            <Typography color="text.secondary">{t('No periodontal exams yet.')}</Typography>
          )}
          {exam && summary && (
            <Stack spacing={2}>
              <Box
                component="dl"
                aria-label={t('Summary of the exam of {{date}}', { date: day(exam.examDate) })}
                sx={{
                  display: 'flex',
                  gap: 4,
                  flexWrap: 'wrap',
                  m: 0,
                  '& dd': { m: 0, fontSize: 24, fontWeight: 600 },
                }}
              >
                <div>
                  <dt>{t('Mean probing depth')}</dt>
                  <dd>{summary.meanPd === null ? '–' : `${summary.meanPd} mm`}</dd>
                </div>
                <div>
                  <dt>{t('Sites ≥ 4 mm')}</dt>
                  <dd>{`${summary.deepPercent}%`}</dd>
                </div>
                <div>
                  <dt>{t('Bleeding on probing')}</dt>
                  <dd>{`${summary.bleedingPercent}%`}</dd>
                </div>
                <div>
                  <dt>{t('Sites probed')}</dt>
                  <dd>{summary.sites}</dd>
                </div>
              </Box>
              <PerioGrid
                teeth={exam.readings}
                label={label}
                mode="pd"
                caption={t('Periodontal exam of {{date}}', { date: day(exam.examDate) })}
              />
              {earlier.length > 0 && (
                <Stack spacing={1}>
                  <TextField
                    select
                    size="small"
                    label={t('Compare with')}
                    value={against ?? ''}
                    onChange={(e) => setAgainst(e.target.value === '' ? null : Number(e.target.value))}
                    sx={{ maxWidth: 240 }}
                  >
                    <MenuItem value="">{t('None')}</MenuItem>
                    {earlier.map((e) => (
                      <MenuItem key={e.id} value={e.id}>
                        {day(e.examDate)}
                      </MenuItem>
                    ))}
                  </TextField>
                  {comparison.data && (
                    <>
                      <Typography>
                        {t('{{better}} teeth better, {{worse}} worse since {{date}}', {
                          better: comparison.data.better,
                          worse: comparison.data.worse,
                          date: day(comparison.data.before.examDate),
                        })}
                      </Typography>
                      <Table size="small" aria-label={t('Comparison tooth by tooth')}>
                        <TableHead>
                          <TableRow>
                            <TableCell>{t('Tooth')}</TableCell>
                            <TableCell align="center">{t('Deepest pocket then')}</TableCell>
                            <TableCell align="center">{t('Deepest pocket now')}</TableCell>
                            <TableCell align="center">{t('Bleeding sites then')}</TableCell>
                            <TableCell align="center">{t('Bleeding sites now')}</TableCell>
                            <TableCell>{t('Trend')}</TableCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {comparison.data.teeth.map((row) => (
                            <TableRow key={row.tooth}>
                              <TableCell component="th" scope="row">
                                {label(row.tooth)}
                              </TableCell>
                              <TableCell align="center">{row.maxPdBefore ?? '–'}</TableCell>
                              <TableCell align="center">{row.maxPdAfter ?? '–'}</TableCell>
                              <TableCell align="center">{row.bleedingBefore}</TableCell>
                              <TableCell align="center">{row.bleedingAfter}</TableCell>
                              <TableCell>
                                <Chip size="small" label={t(row.trend)} color={TREND_COLORS[row.trend]} />
                              </TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </>
                  )}
                </Stack>
              )}
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}
