/**
 * Add/edit drawer of a command (name, payload template with gift/user fields): the template
 * editor with the placeholders listed under it (a click inserts one at the cursor, each with what it stands for) and a
 * live preview filled in with the sample gift; the contract's messages beside their inputs, the server's too.
 */
import { Alert, Badge, Box, Button, CloseButton, Code, Drawer, Grid, Input, Portal, Stack, Text, Textarea, Wrap, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TEMPLATE_MAX_LENGTH, TEMPLATE_PLACEHOLDERS, type DeviceCommandRow } from '../../../../../streams/contracts/devices';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateCommand } from '../api/create-command';
import { useUpdateCommand } from '../api/update-command';
import { FormField } from '../common/form-field';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { useDevicesT } from '../i18n/devices-locale';
import { commandDefaults, commandFormField, commandFormSchema, insertAt, previewOf, toCommandFormValues, type CommandFormOutput, type CommandFormValues } from './command-form';

export type CommandDrawerTarget = DeviceCommandRow | 'new' | null;

const FORM_ID = 'device-command-form';

export function CommandDrawer({ target, onClose }: { target: CommandDrawerTarget; onClose: () => void }) {
  const { ft } = useDevicesT();
  const editing = target !== null && target !== 'new' ? target : undefined;
  const title = ft(editing ? 'commands.form.editTitle' : 'commands.form.createTitle');
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="lg">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null ? <CommandForm key={editing ? `edit-${editing.id}` : 'new'} title={title} editing={editing} initial={editing ? toCommandFormValues(editing) : commandDefaults()} onClose={onClose} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ft('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface CommandFormProps {
  title: string;
  editing: DeviceCommandRow | undefined;
  initial: CommandFormValues;
  onClose: () => void;
}

function CommandForm({ title, editing, initial, onClose }: CommandFormProps) {
  const { t, ft, rule, failure } = useDevicesT();
  const create = useCreateCommand();
  const update = useUpdateCommand();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CommandFormValues, unknown, CommandFormOutput>({ resolver: zodResolver(commandFormSchema), defaultValues: initial });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const errors = formState.errors;
  const template = useWatch({ control, name: 'payloadTemplate' });
  const preview = previewOf(template);
  const editor = useRef<HTMLTextAreaElement | null>(null);
  const templateField = register('payloadTemplate');

  const insert = (placeholder: string) => {
    const area = editor.current;
    const start = area?.selectionStart ?? template.length;
    const end = area?.selectionEnd ?? template.length;
    const next = insertAt(template, `{{${placeholder}}}`, start, end);
    setValue('payloadTemplate', next.text, { shouldDirty: true });
    // After React has written the value: put the caret after the placeholder.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (editing === undefined) {
        await create.mutateAsync(body);
        notifySuccess(t('common.addSuccess'));
      } else {
        await update.mutateAsync({ id: editing.id, body });
        notifySuccess(t('common.editSuccess'));
      }
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      const field = refusal ? commandFormField(path) : null;
      if (field) {
        setError(field, { type: 'server', message: text }, { shouldFocus: true });
        return;
      }
      setFormError(refusal ? rule(text) : failure(error));
    }
  });

  return (
    <>
      <Drawer.Body>
        <chakra.form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
          <Stack gap="4">
            {formError ? (
              <Alert.Root status="error" role="alert" size="sm">
                <Alert.Indicator />
                <Alert.Description>{formError}</Alert.Description>
              </Alert.Root>
            ) : null}
            <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="4">
              <FormField label={ft('commands.form.name')} error={errors.name} required>
                <Input size="sm" autoComplete="off" maxLength={64} {...register('name')} />
              </FormField>
              <FormField label={ft('commands.form.ttl')} error={errors.ttlSeconds} required>
                <Input size="sm" inputMode="numeric" autoComplete="off" dir="ltr" {...register('ttlSeconds')} />
              </FormField>
            </Grid>
            <Text fontSize="xs" color="fg.muted" mt="-2">
              {ft('commands.form.ttlHint')}
            </Text>
            <FormField label={ft('commands.form.template')} error={errors.payloadTemplate} helper={ft('commands.form.templateHint')} required>
              <Textarea
                size="sm"
                rows={6}
                fontFamily="mono"
                dir="ltr"
                spellCheck={false}
                maxLength={TEMPLATE_MAX_LENGTH}
                {...templateField}
                ref={(element) => {
                  templateField.ref(element);
                  editor.current = element;
                }}
              />
            </FormField>
            <Stack gap="2" as="section" aria-label={ft('commands.form.placeholders')}>
              <Text fontSize="sm" fontWeight="medium">
                {ft('commands.form.placeholders')}
              </Text>
              <Wrap gap="1">
                {TEMPLATE_PLACEHOLDERS.map((name) => (
                  <Button key={name} size="2xs" variant="outline" fontFamily="mono" title={ft(`commands.placeholders.${name}`)} aria-label={ft('commands.form.insert', { name })} onClick={() => insert(name)}>
                    <bdi dir="ltr">{`{{${name}}}`}</bdi>
                  </Button>
                ))}
              </Wrap>
              <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="0.5" fontSize="xs" color="fg.muted">
                {TEMPLATE_PLACEHOLDERS.map((name) => (
                  <Box key={name} display="contents">
                    <Box as="dt" fontFamily="mono" dir="ltr" textAlign="start">
                      {name}
                    </Box>
                    <Box as="dd">{ft(`commands.placeholders.${name}`)}</Box>
                  </Box>
                ))}
              </Grid>
            </Stack>
            <Stack gap="1" as="section" aria-label={ft('commands.form.preview')} data-testid="template-preview">
              <Text fontSize="sm" fontWeight="medium">
                {ft('commands.form.preview')}
              </Text>
              {preview.kind === 'empty' ? (
                <Text fontSize="xs" color="fg.muted">
                  {ft('commands.form.previewEmpty')}
                </Text>
              ) : preview.kind === 'problem' ? (
                <Text fontSize="xs" color="fg.error">
                  {rule(preview.message)}
                </Text>
              ) : (
                <>
                  <Badge alignSelf="start" variant="subtle" colorPalette={preview.kind === 'json' ? 'blue' : 'gray'}>
                    {ft(preview.kind === 'json' ? 'commands.form.previewJson' : 'commands.form.previewText')}
                  </Badge>
                  <Code as="pre" dir="ltr" display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="2" fontSize="xs">
                    {preview.text}
                  </Code>
                </>
              )}
            </Stack>
            <FormField label={ft('commands.form.note')} error={errors.note}>
              <Textarea size="sm" rows={2} maxLength={500} autoresize {...register('note')} />
            </FormField>
          </Stack>
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={create.isPending || update.isPending}>
          {ft('common.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}
