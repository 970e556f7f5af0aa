/** 404 page: where unknown paths go, with a link back to the dashboard. */
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

export function Page404() {
  const { t } = useTranslation();
  return <ErrorScreen code={t('errors.e404Title')} heading={t('errors.e404Heading')} text={t('errors.e404Text')} action={t('errors.backToDashboard')} />;
}
