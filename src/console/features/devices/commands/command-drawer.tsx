/**
 * Add/edit drawer of a command (name, payload template with gift/user fields), on the kit's form drawer: the template
 * editor with the placeholders listed under it (a click inserts one at the cursor, each with what it stands for) and a
 * live preview filled in with the sample gift; the contract's messages beside their inputs (an expiry's beside the
 * seconds it is typed in), the server's too.
 */
import { Badge, Box, Button, Code, Grid, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TEMPLATE_MAX_LENGTH, TEMPLATE_PLACEHOLDERS, type DeviceCommandRow } from '../../../../../streams/contracts/devices';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { BoundField, TextField } from '@shared/crud/form-fields';
import { commandsApi } from '../api/devices-api';
import { useDevicesT } from '../i18n/devices-locale';
import { commandDefaults, commandFormField, commandFormSchema, insertAt, previewOf, toCommandFormValues, type CommandFormOutput, type CommandFormValues } from './command-form';

type CommandForm = UseFormReturn<CommandFormValues, unknown, CommandFormOutput>;

/** The drawer for a new command (`'new'`) or `target`; mount it only while it is open. */
export function CommandDrawer({ target, onClose }: { target: DeviceCommandRow | 'new'; onClose: () => void }) {
  const { ft } = useDevicesT();
  return (
    <ResourceDrawer api={commandsApi} target={target} onClose={onClose}
      titles={{ create: ft('commands.form.createTitle'), edit: ft('commands.form.editTitle') }}
      schema={commandFormSchema}
      defaultValues={(row) => (row ? toCommandFormValues(row) : commandDefaults())}
      fieldOf={commandFormField}
      size="lg"
    >
      {(form) => (
        <>
          <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="4">
            <TextField form={form} name="name" label={ft('commands.form.name')} required input={{ maxLength: 64 }} />
            <TextField form={form} name="ttlSeconds" label={ft('commands.form.ttl')} required input={{ inputMode: 'numeric', dir: 'ltr' }} />
          </Grid>
          <Text fontSize="xs" color="fg.muted" mt="-2">
            {ft('commands.form.ttlHint')}
          </Text>
          <TemplateEditor form={form} />
          <BoundField form={form} name="note" label={ft('commands.form.note')}>
            <Textarea size="sm" rows={2} maxLength={500} autoresize {...form.register('note')} />
          </BoundField>
        </>
      )}
    </ResourceDrawer>
  );
}

/** The template's textarea, the placeholders to insert at the cursor, and the preview. */
function TemplateEditor({ form }: { form: CommandForm }) {
  const { ft } = useDevicesT();
  const template = useWatch({ control: form.control, name: 'payloadTemplate' });
  const editor = useRef<HTMLTextAreaElement | null>(null);
  const field = form.register('payloadTemplate');

  const insert = (placeholder: string) => {
    const area = editor.current;
    const next = insertAt(template, `{{${placeholder}}}`, area?.selectionStart ?? template.length, area?.selectionEnd ?? template.length);
    form.setValue('payloadTemplate', next.text, { shouldDirty: true });
    // After React has written the value: put the caret after the placeholder.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <>
      <BoundField form={form} name="payloadTemplate" label={ft('commands.form.template')} helper={ft('commands.form.templateHint')} required>
        <Textarea
          size="sm"
          rows={6}
          fontFamily="mono"
          dir="ltr"
          spellCheck={false}
          maxLength={TEMPLATE_MAX_LENGTH}
          {...field}
          ref={(element) => {
            field.ref(element);
            editor.current = element;
          }}
        />
      </BoundField>
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
      <TemplatePreview template={template} />
    </>
  );
}

/** The template filled in with the sample gift, or what is wrong with it. */
function TemplatePreview({ template }: { template: string }) {
  const { ft, rule } = useDevicesT();
  const preview = previewOf(template);
  return (
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
  );
}
