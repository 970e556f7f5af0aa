/**
 * The host of a configuration: the streamer (source + @uniqueId), not a room. Room ids change with every room the
 * server starts (a restart, a stream that ends and comes back), so the game follows that streamer's current room. A
 * running room started for a @uniqueId can fill both fields at once. A configuration saved before it named its
 * streamer shows the room id it had, and asks for the streamer.
 */
import { HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LIVE_SOURCE_KINDS, type LiveSourceKind } from '../../../../../streams/contracts/live-rooms';
import { useActiveRooms } from '../api/get-active-rooms';
import type { ConfigFormValues } from './config-form';
import { FormField } from './form-field';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';
import { SourceKindSelect } from '@shared/live/source-kind-select';

const isSource = (value: string): value is LiveSourceKind => (LIVE_SOURCE_KINDS as readonly string[]).includes(value);

/** The host group of the form. */
export function HostRoomField() {
  const { t, lt } = useLcTranslation();
  const { register, setValue, control, formState } = useFormContext<ConfigFormValues>();
  const legacyRoomId = useWatch({ control, name: 'room.legacyRoomId' });
  const rooms = useActiveRooms();
  // Only rooms started for a streamer can name one; ended rooms are of no use as a host.
  const rows = (rooms.data?.content ?? []).filter((row) => row.uniqueId !== null && row.state !== 'ended' && row.state !== 'failed');
  const errors = formState.errors.room;
  const validate = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  return (
    <Stack gap="3" role="group" aria-label={lt('form.room')}>
      {legacyRoomId !== '' ? <InlineAlert text={lt('form.legacyRoom', { room: legacyRoomId })} status="warning" /> : null}
      <HStack gap="3" align="start" wrap="wrap">
        <FormField label={lt('form.source')} error={errors?.source} flex="1" minW="40" required>
          <SourceKindSelect registration={register('room.source')} />
        </FormField>
        <FormField label={lt('form.uniqueId')} error={errors?.uniqueId} helper={lt('form.uniqueIdHint')} flex="1" minW="48" required>
          <Input size="sm" autoComplete="off" spellCheck={false} placeholder="@" maxLength={25} {...register('room.uniqueId')} />
        </FormField>
      </HStack>
      <FormField
        label={lt('form.fromRunningRoom')}
        helper={rooms.isError ? t('live.roomListFailed') : rows.length === 0 && rooms.isSuccess ? lt('form.noRunningRoom') : lt('form.fromRunningRoomHint')}
      >
        <NativeSelect.Root size="sm">
          {/* Fills the two fields above; the choice itself is not kept (the room id changes, the streamer does not). */}
          <NativeSelect.Field
            value=""
            onChange={(e) => {
              const row = rows.find((candidate) => candidate.roomId === e.currentTarget.value);
              if (!row?.uniqueId || !isSource(row.source)) return;
              setValue('room.source', row.source, validate);
              setValue('room.uniqueId', row.uniqueId, validate);
            }}
          >
            <option value="">{lt('form.chooseRoom')}</option>
            {rows.map((row) => (
              <option key={row.roomId} value={row.roomId}>
                {lt('form.runningRoomOption', { uniqueId: row.uniqueId ?? '', source: t(`live.sources.${row.source}`), room: row.roomId })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
