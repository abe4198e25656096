import type { SiteTestimonial } from '@chairside/domain';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { CardList } from './CardList';
import { Picture } from './Picture';
import { Section } from './Section';

/** What patients say: the published testimonials, with their stars said in words to screen readers. */
export function TestimonialsSection({ testimonials }: { testimonials: readonly SiteTestimonial[] }) {
  const { t } = useTranslation();
  return (
    <Section id="testimonials" title={t('Testimonials')}>
      <CardList
        items={testimonials}
        empty={t('No testimonials found.')}
        keyOf={(x) => x.id}
        columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}
      >
        {(x) => (
          <>
            <Box component="figure" sx={{ m: 0 }}>
              <Typography
                role="img"
                aria-label={t('{{n}} out of 5 stars', { n: x.rating })}
                sx={{ color: '#8a5a00', letterSpacing: 2 }}
              >
                {'★'.repeat(x.rating)}
                {'☆'.repeat(5 - x.rating)}
              </Typography>
              <Box component="blockquote" sx={{ m: 0, my: 1 }}>
                <Typography>
                  <bdi>“{x.quote}”</bdi>
                </Typography>
              </Box>
              <Box component="figcaption" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {x.photo && <Picture picture={x.photo} alt="" height={40} round />}
                <Typography variant="subtitle2" component="span">
                  <bdi>{x.name}</bdi>
                </Typography>
              </Box>
            </Box>
          </>
        )}
      </CardList>
    </Section>
  );
}
