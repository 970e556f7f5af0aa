/**
 * The add/edit drawer of a list page: a title, the form (react-hook-form validated by the contract's zod schema;
 * rendered only while open, so it starts afresh each time), a failure above the fields, Cancel / Save in the footer.
 * On Save it runs `onSubmit` with the parsed values, then toasts `successText` and closes; a server 400 naming a field
 * of the form goes beside that field (focused), any other failure above the fields, in the user's language.
 */
import { Alert, Button, CloseButton, Drawer, Portal, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureText, fieldRefusals } from '../i18n/server-messages';
import { notifySuccess } from '../ui/toaster';
import { useCrudT } from './i18n/crud-locale';

/** Props of {@link FormDrawer}; `A` is what `onSubmit` resolves to (the create's answer). */
export interface FormDrawerProps<In extends FieldValues, Out extends FieldValues, A = unknown> {
  /** The drawer's and form's accessible name ('Add job'). */
  title: string;
  /** The contract's body schema (or the form's own when its fields differ from the body's). */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Sends the parsed values. @throws the request's failure, shown by the drawer. */
  onSubmit: (values: Out) => Promise<A>;
  /** Runs once the drawer has closed after a save, with the answer (a generated password to show next). */
  onSaved?: (answer: A) => void;
  /** The toast after a save ('Added successfully'). */
  successText: string;
  onClose: () => void;
  /** The fields, given the form. */
  children: (form: UseFormReturn<In, unknown, Out>) => ReactNode;
}

/** The drawer with its form; mount it only while it is open. */
export function FormDrawer<In extends FieldValues, Out extends FieldValues, A = unknown>(props: FormDrawerProps<In, Out, A>) {
  const { title, schema, defaultValues, onSubmit, onSaved, successText, onClose, children } = props;
  const { t } = useTranslation();
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await onSubmit(values);
      notifySuccess(successText);
      onClose();
      onSaved?.(answer);
    } catch (error) {
      const known = Object.keys(form.getValues());
      const refusals = fieldRefusals(t, error).filter(({ field }) => known.includes(field.split('.')[0] ?? ''));
      if (refusals.length === 0) setFormError(failureText(t, error));
      refusals.forEach(({ field, message }, index) => form.setError(field as Path<In>, { type: 'server', message }, { shouldFocus: index === 0 }));
    }
  });
  return (
    <DrawerShell title={title} onClose={onClose} onSubmit={(e) => void submit(e)} saving={form.formState.isSubmitting} error={formError}>
      {children(form)}
    </DrawerShell>
  );
}

/** Props of {@link DrawerShell}. */
export interface DrawerShellProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** A failure that names no field. */
  error: string | null;
  children: ReactNode;
}

/** The drawer around a form (for a form the page runs itself). */
export function DrawerShell({ title, onClose, onSubmit, saving, error, children }: DrawerShellProps) {
  const { t } = useTranslation();
  const { ft } = useCrudT();
  const formId = useId();
  return (
    <Drawer.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
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
                {ft('save')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ft('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
