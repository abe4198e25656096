import type { SitePerson } from '@chairside/domain';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { CardList } from './CardList';
import { Picture } from './Picture';
import { Section } from './Section';

/** Our Doctors / Our Staff: at most 4 people marked "Shown on Website", photo and specialty or role. */
export function PeopleSection({
  id,
  title,
  empty,
  people,
  tinted = false,
}: {
  id: string;
  title: string;
  empty: string;
  people: readonly SitePerson[];
  tinted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Section id={id} title={title} tinted={tinted}>
      <CardList
        items={people}
        empty={empty}
        keyOf={(p) => p.id}
        columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        cardSx={{ textAlign: 'center' }}
      >
        {(p) => (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1.5 }}>
              {p.photo ? (
                <Picture picture={p.photo} alt={p.name} height={96} round />
              ) : (
                <Box
                  sx={{
                    width: 96,
                    height: 96,
                    borderRadius: '50%',
                    bgcolor: '#eef5f8',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <PersonOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
                </Box>
              )}
            </Box>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              <bdi>{p.name}</bdi>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(p.title)}
            </Typography>
          </>
        )}
      </CardList>
    </Section>
  );
}
