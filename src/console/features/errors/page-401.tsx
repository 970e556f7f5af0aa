/** 401 page: where a 403 answer sends the user. */
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

export function Page401() {
  const { t } = useTranslation();
  return <ErrorScreen code={t('errors.e401Title')} heading={t('errors.e401Heading')} text={t('errors.e401Text')} action={t('errors.backToDashboard')} />;
}
