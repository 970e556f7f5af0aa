/** Shown for a menu whose component name has no page in the registry: a clear error instead of a blank screen. */
import { Alert, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function UnknownPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Box p="6">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('errors.unknownComponent', { name })}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}
