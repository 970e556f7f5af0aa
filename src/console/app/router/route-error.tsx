/** Error boundary of the console routes: a failed page chunk or loader shows a message and a retry button. */
import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box p="6">
      <Stack gap="4" maxW="xl">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('errors.pageCrashed')}</Alert.Title>
        </Alert.Root>
        <Button alignSelf="start" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Box>
  );
}
