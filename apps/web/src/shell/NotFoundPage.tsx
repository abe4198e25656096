import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import { useTranslation } from '../i18n/useTranslation';
import { DeadEndPage } from './DeadEndPage';

/** Any admin address without a page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <DeadEndPage icon={SentimentDissatisfiedOutlined} title={t('Page not found')}>
      {t('This address does not match any page. Check the link, or use the menu to find what you need.')}
    </DeadEndPage>
  );
}
