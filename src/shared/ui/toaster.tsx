/**
 * Notifications (Chakra toaster). Errors last 5 s; successes a little less. The region's and the close button's names
 * are the console's own (Zag's defaults are English: "Notifications, top-end (alt+T)", "Dismiss notification").
 */
import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

export function notifyError(message: string, durationMs = 5_000): void {
  toaster.create({ type: 'error', description: message, duration: durationMs, closable: true });
}

export function notifySuccess(message: string, durationMs = 3_000): void {
  toaster.create({ type: 'success', description: message, duration: durationMs });
}

export function notifyWarning(message: string, durationMs = 5_000): void {
  toaster.create({ type: 'warning', description: message, duration: durationMs, closable: true });
}

/** Mount once near the root. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('common.notifications')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={t('common.dismissNotification')} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
