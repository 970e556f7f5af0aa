/**
 * The add/edit drawer of a list page: a title, the form (react-hook-form validated by the contract's zod schema;
 * rendered only while open, so it starts afresh each time), a failure above the fields, Cancel / Save in the footer.
 * On Save it runs `onSubmit` with the parsed values, then toasts `successText` and closes; a server 400 naming a field
 * of the form goes beside that field (focused), any other failure above the fields, in the user's language. When the
 * form's fields differ from the body's (an expiry typed in seconds, sent in ms), `fieldOf` names the field a body
 * path belongs to, for the schema's messages and the server's alike.
 */
import { Alert, Button, CloseButton, Drawer, Portal, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '../ui/toaster';
import { useCrudT } from './i18n/crud-locale';
import { placeRefusal, type RefusalPlacement } from './place-refusal';

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
  /** The form field a body path's message belongs to (`ttlMs` → `ttlSeconds`), or null to keep the path. */
  fieldOf?: (path: string) => Path<In> | null;
  /** The drawer's width; default `md`. */
  size?: DrawerShellProps['size'];
  /** Why Save is off for now (an upload still running), shown beside the buttons; null or absent when it is on. */
  saveBlocked?: string | null | undefined;
  /**
   * The field a 400 that names none belongs beside, by its English message (a duplicate's refusal goes beside the
   * field that repeats), or null to show it above the fields.
   */
  refusalField?: RefusalPlacement<In>['refusalField'];
  /** A title over a failure that names no field ('Failure to add the streamer'); none by default. */
  failureTitle?: string | undefined;
  /**
   * Values that arrive after the drawer opened (the edited row's detail, loaded): the form takes them once given.
   * Keep the object stable (it is compared by value; a new one resets the form).
   */
  values?: In;
  /** Save stays busy (the values are still loading); the children show what they load. */
  loading?: boolean;
}

/** The drawer with its form; mount it only while it is open. */
export function FormDrawer<In extends FieldValues, Out extends FieldValues, A = unknown>(props: FormDrawerProps<In, Out, A>) {
  const { title, schema, defaultValues, onSubmit, onSaved, successText, onClose, children, fieldOf, size, saveBlocked, refusalField, failureTitle, values: arrived, loading = false } = props;
  const { t } = useTranslation();
  const form = useForm<In, unknown, Out>({ resolver: withFieldsOf(zodResolver(schema), fieldOf), defaultValues, values: arrived });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await onSubmit(values);
      notifySuccess(successText);
      onClose();
      onSaved?.(answer);
    } catch (error) {
      setFormError(placeRefusal(form, t, error, { fieldOf, refusalField }));
    }
  });
  return (
    <DrawerShell title={title} size={size} onClose={onClose} onSubmit={(e) => void submit(e)} saving={form.formState.isSubmitting || loading} error={formError} errorTitle={failureTitle} saveBlocked={saveBlocked}>
      {children(form)}
    </DrawerShell>
  );
}

/** The schema's messages under the form's field names: a message on a body path `fieldOf` maps moves to its field. */
function withFieldsOf<In extends FieldValues, Out extends FieldValues>(resolver: Resolver<In, unknown, Out>, fieldOf: ((path: string) => Path<In> | null) | undefined): Resolver<In, unknown, Out> {
  if (!fieldOf) return resolver;
  return async (...args) => {
    const result = await resolver(...args);
    const errors: Record<string, unknown> = {};
    for (const [path, error] of Object.entries(result.errors)) errors[fieldOf(path) ?? path] ??= error;
    // Same errors, keyed by the form's names instead of the body's.
    return { ...result, errors: errors as FieldErrors<In> } as Awaited<ReturnType<Resolver<In, unknown, Out>>>;
  };
}

/** Props of {@link DrawerShell}. */
export interface DrawerShellProps {
  title: string;
  /** The drawer's width; default `md`. */
  size?: 'sm' | 'md' | 'lg' | 'xl' | undefined;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** A failure that names no field. */
  error: string | null;
  /** Why Save is off for now, shown beside the buttons ({@link FormDrawerProps.saveBlocked}). */
  saveBlocked?: string | null | undefined;
  /** The failure's title, when the page gives one. */
  errorTitle?: string | undefined;
  children: ReactNode;
}

/** The drawer around a form (for a form the page runs itself). */
export function DrawerShell({ title, size = 'md', onClose, onSubmit, saving, error, errorTitle, saveBlocked, children }: DrawerShellProps) {
  const { t } = useTranslation();
  const { ft } = useCrudT();
  const formId = useId();
  return (
    <Drawer.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size={size}>
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
                      <Alert.Content>
                        {errorTitle ? <Alert.Title>{errorTitle}</Alert.Title> : null}
                        <Alert.Description>{error}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                  {children}
                </Stack>
              </chakra.form>
            </Drawer.Body>
            <Drawer.Footer flexWrap="wrap">
              {saveBlocked ? (
                <chakra.span fontSize="xs" color="fg.muted" me="auto" role="status">
                  {saveBlocked}
                </chakra.span>
              ) : null}
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" size="sm" loading={saving} disabled={Boolean(saveBlocked)}>
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
