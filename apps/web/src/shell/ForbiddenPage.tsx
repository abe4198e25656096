import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useTranslation } from '../i18n/useTranslation';
import { DeadEndPage } from './DeadEndPage';

/** A page the user's role does not allow. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <DeadEndPage icon={BlockOutlined} title={t('You do not have access to this page')}>
      {t('Your role does not include this part of the application. Ask an administrator if you need it.')}
    </DeadEndPage>
  );
}
