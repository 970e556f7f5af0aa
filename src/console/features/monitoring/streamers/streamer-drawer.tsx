/**
 * Add/edit drawer of a monitored streamer (uniqueId, nickname, avatar, monitor type, assigned staff, notes,
 * enabled). The form's values become the contract's body through streamer-form.ts, whose check is the contract's; a
 * 400 from the server that names a field (`uniqueId: The streamer already exists`, `staffId: …`) goes on that field,
 * another failure above the form, under 'Failure to add the streamer' when adding.
 */
import { Grid, Stack, Text } from '@chakra-ui/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MONITOR_TYPES, type MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
import { SelectField, TextAreaField } from '@shared/crud/choice-fields';
import { SwitchField, TextField } from '@shared/crud/form-fields';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { monitorStreamersApi, useStaffOptions } from '../api/monitor-streamers-api';
import { useMoTranslation } from '../i18n/use-mo-translation';
import { streamerDefaults, streamerFormSchema, toStreamerFormValues, type StreamerFormOutput, type StreamerFormValues } from './streamer-form';

/** Adds a streamer (`target` 'new') or edits `target`. */
export function StreamerDrawer({ target, onClose }: { target: MonitorStreamerRow | 'new'; onClose: () => void }) {
  const { mt } = useMoTranslation();
  return (
    <ResourceDrawer api={monitorStreamersApi} target={target} onClose={onClose}
      titles={{ create: mt('form.createTitle'), edit: mt('form.editTitle') }}
      failureTitles={{ create: mt('rules.addFailed') }}
      schema={streamerFormSchema}
      defaultValues={(row) => (row ? toStreamerFormValues(row) : streamerDefaults())}
    >
      {(form) => <StreamerFields form={form} editing={target === 'new' ? undefined : target} />}
    </ResourceDrawer>
  );
}

/** The fields; their hints follow the TikTok ID and the type as they are typed. */
function StreamerFields({ form, editing }: { form: UseFormReturn<StreamerFormValues, unknown, StreamerFormOutput>; editing: MonitorStreamerRow | undefined }) {
  const { mt } = useMoTranslation();
  const staff = useStaffOptions();
  const type = useWatch({ control: form.control, name: 'type' });
  const uniqueId = useWatch({ control: form.control, name: 'uniqueId' });
  const idChanged = editing !== undefined && uniqueId.trim().replace(/^@/, '').toLowerCase() !== editing.uniqueId.toLowerCase();
  // The assigned user stays a choice even when they are not among the options (disabled since, or past the first 50).
  const options = staff.data ?? [];
  const assigned = editing?.staff && !options.some((option) => option.id === editing.staff?.id) ? [{ value: String(editing.staff.id), label: editing.staff.nickName }] : [];
  return (
    <>
      <TextField form={form} name="uniqueId" label={mt('form.uniqueId')} helper={mt(idChanged ? 'form.idChangeHint' : 'form.uniqueIdHint')} required input={{ maxLength: 25, dir: 'ltr', spellCheck: false }} />
      <TextField form={form} name="nickname" label={mt('form.nickname')} helper={mt('form.nicknameHint')} input={{ maxLength: 64 }} />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <SelectField form={form} name="type" label={mt('form.type')} helper={type ? mt(`typeHints.${type}`) : undefined} required options={MONITOR_TYPES.map((value) => ({ value, label: mt(`types.${value}`) }))} />
        <SelectField
          form={form}
          name="staffId"
          label={mt('form.staff')}
          options={[
            { value: '', label: mt('form.nobody') },
            ...assigned,
            ...options.map((option) => ({ value: String(option.id), label: mt('form.staffOption', { nickName: option.nickName, username: option.username }) })),
          ]}
        />
      </Grid>
      <TextField form={form} name="avatarUrl" label={mt('form.avatarUrl')} input={{ type: 'url', maxLength: 500, dir: 'ltr' }} />
      <TextAreaField form={form} name="notes" label={mt('form.notes')} input={{ maxLength: 500, autoresize: true }} />
      <Stack gap="1">
        <SwitchField form={form} name="enabled" label={mt('form.enabled')} />
        <Text fontSize="xs" color="fg.muted">
          {mt('form.enabledHint')}
        </Text>
      </Stack>
    </>
  );
}
