/**
 * The add/edit drawer of these pages: a title, the form (rendered only while open, so it starts afresh each time),
 * a failure above the fields, and Cancel / Save in the footer (Save submits the form by its id).
 */
import { Alert, Button, CloseButton, Drawer, Portal, Stack, chakra } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useOrgTranslation } from '../i18n/use-org-translation';

export interface FormDrawerProps {
  open: boolean;
  title: string;
  formId: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** A failure that names no field. */
  error: string | null;
  children: ReactNode;
}

export function FormDrawer({ open, title, formId, onClose, onSubmit, saving, error, children }: FormDrawerProps) {
  const { t, ot } = useOrgTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <chakra.form id={formId} noValidate aria-label={title} onSubmit={onSubmit}>
                <Stack gap="4">
                  {error ? (
                    <Alert.Root status="error" role="alert" size="sm">
                      <Alert.Indicator />
                      <Alert.Description>{error}</Alert.Description>
                    </Alert.Root>
                  ) : null}
                  {children}
                </Stack>
              </chakra.form>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" size="sm" loading={saving}>
                {ot('common.save')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ot('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
