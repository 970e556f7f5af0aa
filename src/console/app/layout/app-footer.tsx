/** Optional footer (hidden by default): footer text and record (case) number from the settings. */
import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@shared/settings/settings-store';

export function AppFooter() {
  const { t } = useTranslation();
  const footerTxt = useSettingsStore((s) => s.footerTxt);
  const caseNumber = useSettingsStore((s) => s.caseNumber);
  return (
    <Flex as="footer" aria-label={t('footer.label')} justify="center" gap="3" py="3" color="fg.muted" fontSize="xs">
      <Text>{footerTxt || t('footer.text', { year: new Date().getFullYear() })}</Text>
      {caseNumber ? <Text>{caseNumber}</Text> : null}
    </Flex>
  );
}
