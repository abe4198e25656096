import { formatDayHours, type SitePicture, type SiteSectionValues, type WeekHours, weekDayOf } from '@chairside/domain';
import { Box, Button, Container, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { ltr } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import { BookVisitButton } from './BookVisitButton';
import { goToSection } from './sections';

/**
 * Today's hours drawn as MUI's small Chip draws its label, without Chip's code (which the landing
 * page would load for this one label).
 */
const TODAY_CHIP = {
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  maxWidth: '100%',
  height: 24,
  mb: 3,
  borderRadius: '16px',
  fontSize: (theme: Theme) => theme.typography.pxToRem(13),
  bgcolor: 'rgba(255,255,255,0.16)',
  color: 'common.white',
} as const;
const TODAY_LABEL = { px: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The opening banner: clinic name, promise, today's hours, and the way to get in touch. */
export function Hero({
  appName,
  home,
  hours,
  contactLabel,
  servicesLabel,
  image = null,
}: {
  /** The hero's picture from the CMS (/homepage), under the brand gradient so the text keeps its contrast. */
  image?: SitePicture | null;
  appName: string;
  home: SiteSectionValues;
  hours: WeekHours | undefined;
  contactLabel: string;
  servicesLabel: string;
}) {
  const { t } = useTranslation();
  const today = hours?.[weekDayOf()];
  return (
    <Box
      component="section"
      id="home"
      tabIndex={-1}
      aria-labelledby="home-title"
      sx={{
        pt: { xs: 12, md: 16 },
        pb: { xs: 8, md: 12 },
        outline: 'none',
        color: 'common.white',
        background: image
          ? `linear-gradient(135deg, rgba(15,76,99,0.92) 0%, rgba(31,111,139,0.85) 55%, rgba(15,76,99,0.75) 100%), center / cover no-repeat url("${image.large}")`
          : 'linear-gradient(135deg, #0f4c63 0%, #1f6f8b 55%, #4f9bb5 100%)',
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ fontSize: 14, opacity: 0.9 }}>
          {appName}
        </Typography>
        <Typography id="home-title" variant="h1" sx={{ mb: 2 }}>
          <bdi>{String(home.title)}</bdi>
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 400, maxWidth: 640, mb: 3, opacity: 0.92 }}>
          <bdi>{String(home.subtitle)}</bdi>
        </Typography>
        {today && (
          <Box sx={TODAY_CHIP}>
            <Box component="span" sx={TODAY_LABEL}>
              {today.closed ? t('Closed today') : t('Open today: {{hours}}', { hours: ltr(formatDayHours(today)) })}
            </Box>
          </Box>
        )}
        {/* Boxes, not Stacks (here and in the footer): Stack's code is one more file on the landing page. */}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
          <BookVisitButton label={String(home.callToAction)} color="secondary" />
          <Button
            variant="contained"
            size="large"
            color="inherit"
            sx={{ color: 'primary.dark' }}
            href="#contact"
            onClick={(e) => {
              e.preventDefault();
              goToSection('contact');
            }}
          >
            {contactLabel}
          </Button>
          <Button
            variant="outlined"
            size="large"
            color="inherit"
            href="#services"
            onClick={(e) => {
              e.preventDefault();
              goToSection('services');
            }}
          >
            {servicesLabel}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
