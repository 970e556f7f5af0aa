/**
 * The host room of a configuration (source + uniqueId, or a running room): pick one of
 * the rooms running now, or name a source and the streamer's @uniqueId for the game to follow. The rule's message
 * ('Choose the host room: …') shows under the group.
 */
import { HStack, Input, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LIVE_SOURCE_KINDS } from '../../../../../streams/contracts/live-rooms';
import { useActiveRooms } from '../api/get-active-rooms';
import type { ConfigFormValues } from './config-form';
import { FormField } from './form-field';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The room group of the form. */
export function HostRoomField() {
  const { t, lt } = useLcTranslation();
  const { register, setValue, control, formState } = useFormContext<ConfigFormValues>();
  const mode = useWatch({ control, name: 'room.mode' });
  const roomId = useWatch({ control, name: 'room.roomId' });
  const rooms = useActiveRooms();
  const rows = rooms.data?.content ?? [];
  const roomError = formState.errors.room;
  // The rule on the room as a whole ('Choose the host room: …') shows under the input the host fills in.
  const own = roomError?.message ? { message: roomError.message } : undefined;

  return (
    <Stack gap="3" role="group" aria-label={lt('form.room')}>
      <RadioGroup.Root
        size="sm"
        value={mode}
        onValueChange={(e) => setValue('room.mode', e.value === 'source' ? 'source' : 'running', { shouldDirty: true })}
      >
        <HStack gap="5" wrap="wrap">
          {(['running', 'source'] as const).map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{lt(`form.roomModes.${value}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {mode === 'running' ? (
        <FormField
          label={lt('form.runningRoom')}
          error={{ field: formState.errors.room?.roomId, own }}
          helper={rooms.isError ? t('live.roomListFailed') : rows.length === 0 && rooms.isSuccess ? lt('form.noRunningRoom') : undefined}
        >
          <NativeSelect.Root size="sm">
            {/* Controlled: the rooms arrive after the form's value, and a native select would keep showing the
                placeholder once the option it had selected is replaced by the loaded one. */}
            <NativeSelect.Field
              name="room.roomId"
              value={roomId}
              onChange={(e) => setValue('room.roomId', e.currentTarget.value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
            >
              <option value="">{lt('form.chooseRoom')}</option>
              {roomId !== '' && !rows.some((row) => row.roomId === roomId) ? <option value={roomId}>{lt('form.roomNotRunning', { room: roomId })}</option> : null}
              {rows.map((row) => (
                <option key={row.roomId} value={row.roomId}>
                  {`${row.label} · ${t(`live.sources.${row.source}`)} · ${row.roomId}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : (
        <HStack gap="3" align="start" wrap="wrap">
          <FormField label={lt('form.source')} error={formState.errors.room?.source} flex="1" minW="40">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('room.source')}>
                {LIVE_SOURCE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`live.sources.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={lt('form.uniqueId')} error={{ field: formState.errors.room?.uniqueId, own }} helper={lt('form.uniqueIdHint')} flex="1" minW="48">
            <Input size="sm" autoComplete="off" spellCheck={false} placeholder="@" maxLength={65} {...register('room.uniqueId')} />
          </FormField>
        </HStack>
      )}
    </Stack>
  );
}
