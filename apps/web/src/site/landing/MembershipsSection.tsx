import { membershipPlanOf, SITE_CARD_LIMIT, type SiteSectionValues } from '@chairside/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { CardList } from './CardList';
import { Section } from './Section';

/**
 * Memberships: at most 4 cards of the plans the clinic offers, written in the CMS
 * (/membershippage). Never a patient's membership: that is health data.
 */
export function MembershipsSection({ text }: { text: SiteSectionValues }) {
  const { t } = useTranslation();
  const plans = (Array.isArray(text.plans) ? text.plans : []).slice(0, SITE_CARD_LIMIT).map(membershipPlanOf);
  return (
    <Section id="memberships" title={String(text.title)} subtitle={String(text.subtitle)} tinted>
      <CardList
        items={plans}
        empty={t('No memberships found.')}
        keyOf={(plan) => plan.name}
        columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}
      >
        {(plan) => (
          <>
            <Typography component="h3" variant="h6" sx={{ color: 'primary.dark', mb: 1 }}>
              <bdi>{plan.name}</bdi>
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {plan.benefits.map((b) => (
                <Box component="li" key={b} sx={{ display: 'flex', gap: 1, py: 0.25, alignItems: 'center' }}>
                  <CheckCircleOutlined color="primary" sx={{ fontSize: 16 }} aria-hidden />
                  <Typography variant="body2">
                    <bdi>{b}</bdi>
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
      </CardList>
    </Section>
  );
}
