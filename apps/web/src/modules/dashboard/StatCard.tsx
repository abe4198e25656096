import { formatCount } from '@chairside/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

interface StatCardProps {
  label: string;
  icon: SvgIconComponent;
  total: number | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  /** The page the number comes from. */
  to?: string;
}

/** One number from the data, with what it counts; links to its page. */
export function StatCard({ label, icon: Icon, total, isLoading, isError, onRetry, to }: StatCardProps) {
  const { t, i18n } = useTranslation();
  const body = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e6f1f5',
          color: 'primary.main',
          flexShrink: 0,
        }}
      >
        <Icon aria-hidden />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="h2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        {isLoading ? (
          // In the number's own line: the card keeps its height when the number replaces it.
          <Typography variant="h4" component="p">
            <Skeleton width={48} />
          </Typography>
        ) : isError ? (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {t('Could not load')}
          </Typography>
        ) : (
          <Typography variant="h4" component="p">
            {formatCount(total ?? 0, i18n.language)}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to && !isError ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      {isError && (
        <Button size="small" onClick={onRetry} sx={{ mx: 2, mb: 1 }}>
          {t('Retry')}
        </Button>
      )}
    </Card>
  );
}
