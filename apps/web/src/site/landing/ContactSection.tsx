import type { ClinicSettings, SiteSectionValues } from '@chairside/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Box, Button, Link, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { Section } from './Section';

function ContactItem({ icon: Icon, label, children }: { icon: SvgIconComponent; label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Icon color="primary" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Paper>
  );
}

/**
 * Contact Us: e-mail, phone and address from the settings, with plain fallbacks when they are
 * empty, and the way to the contact form; the headings and labels from the CMS (/contactpage).
 */
export function ContactSection({
  text,
  system,
}: {
  text: SiteSectionValues;
  system: ClinicSettings['system'] | undefined;
}) {
  const { t } = useTranslation();
  const missing = (text: string) => <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>;
  const email = system?.email.trim();
  const phone = system?.phone.trim();
  const address = system?.address.trim();

  return (
    <Section id="contact" title={String(text.title)} subtitle={String(text.subtitle)} tinted>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <ContactItem icon={EmailOutlined} label={String(text.email)}>
          {!system ? (
            <Skeleton />
          ) : email ? (
            <Link href={`mailto:${email}`}>{email}</Link>
          ) : (
            missing(t('No e-mail address published yet'))
          )}
        </ContactItem>
        <ContactItem icon={PhoneOutlined} label={String(text.phone)}>
          {!system ? (
            <Skeleton />
          ) : phone ? (
            <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {phone}
            </Link>
          ) : (
            missing(t('No phone number published yet'))
          )}
        </ContactItem>
        <ContactItem icon={PlaceOutlined} label={String(text.address)}>
          {!system ? (
            <Skeleton />
          ) : address ? (
            <Typography>
              <bdi>{address}</bdi>
            </Typography>
          ) : (
            missing(t('No address published yet'))
          )}
        </ContactItem>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <Button variant="contained" size="large" component={RouterLink} to="/send-message" startIcon={<SendOutlined />}>
          {String(text.sendButton)}
        </Button>
      </Box>
    </Section>
  );
}
