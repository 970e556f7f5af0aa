/**
 * 'Start room' dialog of the live rooms page (start a simulator, replay or platform room): the
 * source decides which inputs show; the contract's schema validates before sending; a 400 from the server is
 * shown beside the field it names (`field: message`) or above the form; success closes the dialog with a
 * message naming the new room. A replay's timeline is picked from the recordings the server lists (the first
 * one chosen as soon as they arrive), or typed as a path.
 */
import { Button, Dialog, Input, NativeSelect, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { REPLAY_FOLDERS, type LiveRoomRequest, type ReplayFile } from '../../../../../streams/contracts/live-rooms';
import { httpErrorOf } from '@shared/http/http-error';
import { FormField } from '@shared/ui/form-field';
import { notifySuccess } from '@shared/ui/toaster';
import { useReplayFiles } from '../api/get-replay-files';
import { liveRoomsApi } from '../api/live-rooms-api';
import {
  START_ROOM_DEFAULTS,
  TYPED_FILE,
  fieldErrorKey,
  fieldsOf,
  formatFileSize,
  formatSpan,
  recordingsIn,
  serverFieldError,
  startRoomFormSchema,
  type StartRoomField,
  type StartRoomFormValues,
} from './start-room-form';
import { useLiveT } from '../i18n/use-live-t';
import { InlineAlert } from '@shared/ui/inline-alert';
import { Modal } from '@shared/ui/modal';
import { SourceKindSelect } from '@shared/live/source-kind-select';

export interface StartRoomDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new room's id after the server accepted it. */
  onStarted?: (roomId: string) => void;
}

/** The dialog; its form is reset each time it opens. */
export function StartRoomDialog({ open, onClose, onStarted }: StartRoomDialogProps) {
  const { t, ft } = useLiveT();
  return (
    <Modal open={open} onClose={onClose} title={ft('start.title')} bare closeLabel={t('common.cancel')}>
      {open ? <StartRoomForm onClose={onClose} onStarted={onStarted} /> : null}
    </Modal>
  );
}

const FORM_ID = 'live-start-room-form';

function StartRoomForm({ onClose, onStarted }: Pick<StartRoomDialogProps, 'onClose' | 'onStarted'>) {
  const { t, ft, language } = useLiveT();
  const start = liveRoomsApi.useCreate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    getValues,
    getFieldState,
    formState: { errors },
  } = useForm<StartRoomFormValues, unknown, LiveRoomRequest>({
    resolver: zodResolver(startRoomFormSchema),
    defaultValues: START_ROOM_DEFAULTS,
  });
  const source = watch('source');
  const recording = watch('recording');
  const used = fieldsOf(source);
  const replays = useReplayFiles(used.has('recording'));

  // The first recording is picked when the list arrives (the picker is disabled until then), unless one was chosen.
  const firstRecording = replays.data?.[0]?.file;
  useEffect(() => {
    if (firstRecording === undefined || getFieldState('recording').isDirty) return;
    if (getValues('recording') === TYPED_FILE && getValues('file') === '') setValue('recording', firstRecording);
  }, [firstRecording, getFieldState, getValues, setValue]);

  const recordingLabel = (file: ReplayFile) => {
    const size = formatFileSize(file.size, language);
    return file.messageCount !== null && file.durationMs !== null
      ? ft('start.recordingOption', { file: file.file, duration: formatSpan(file.durationMs), size, messages: file.messageCount })
      : ft('start.recordingOptionSize', { file: file.file, size });
  };
  const recordingHint = replays.isPending
    ? ft('start.recordingsLoading')
    : replays.isError
      ? ft('start.recordingsFailed')
      : replays.data.length === 0
        ? ft('start.recordingsNone')
        : ft('start.recordingHint');

  const message = (field: StartRoomField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    // Server refusals are shown as the server worded them; client issues through the locale.
    if (error.type === 'server') return error.message;
    const key = fieldErrorKey(field, error.type);
    return key ? ft(key) : error.message;
  };

  const onSubmit = handleSubmit(async (request) => {
    setFormError(null);
    try {
      const { roomId } = await start.mutateAsync(request);
      notifySuccess(ft('start.started', { roomId }));
      onStarted?.(roomId);
      onClose();
    } catch (error) {
      const http = httpErrorOf(error);
      const named = http?.kind === 'http' && http.status === 400 ? serverFieldError(http.message) : null;
      if (named && used.has(named.field)) {
        // A refused file that was picked from the list is shown beside the list.
        const field = named.field === 'file' && getValues('recording') !== TYPED_FILE ? 'recording' : named.field;
        setError(field, { type: 'server', message: named.message }, { shouldFocus: true });
        return;
      }
      const text = named?.message ?? http?.message ?? (http?.kind === 'timeout' ? t('http.timeout') : t('http.requestFailed'));
      setFormError(ft('start.failed', { message: text }));
    }
  });

  /** The field's error with the message to show (the locale's for a client issue, the server's as worded). */
  const shown = (field: StartRoomField): FieldError | undefined => {
    const error = errors[field];
    return error ? { ...error, message: message(field, error) } : undefined;
  };
  return (
    <>
      <Dialog.Body>
        <chakra.form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)}>
          <Stack gap="4">
            <InlineAlert text={formError} />
            <FormField label={ft('start.source')} error={shown('source')} required>
              <SourceKindSelect registration={register('source', { onChange: () => setFormError(null) })} />
            </FormField>
            {used.has('uniqueId') ? (
              <FormField label={ft('start.uniqueId')} error={shown('uniqueId')} helper={ft('start.uniqueIdHint')} required={source !== 'simulator'}>
                <Input size="sm" autoComplete="off" spellCheck={false} placeholder="@" {...register('uniqueId')} />
              </FormField>
            ) : null}
            {used.has('recording') ? (
              <FormField label={ft('start.recording')} error={shown('recording')} helper={recordingHint} required>
                <NativeSelect.Root size="sm">
                  {/* Disabled until the list is there, so a choice made meanwhile is not replaced by the first recording. */}
                  <NativeSelect.Field disabled={replays.isPending} {...register('recording', { onChange: () => setFormError(null) })}>
                    {REPLAY_FOLDERS.map((folder) => {
                      const files = recordingsIn(replays.data, folder);
                      return files.length > 0 ? (
                        <optgroup key={folder} label={ft(`start.folders.${folder}`)}>
                          {files.map((file) => (
                            <option key={file.file} value={file.file}>
                              {recordingLabel(file)}
                            </option>
                          ))}
                        </optgroup>
                      ) : null;
                    })}
                    <option value={TYPED_FILE}>{ft('start.typePath')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            ) : null}
            {used.has('file') && recording === TYPED_FILE && !replays.isPending ? (
              <FormField label={ft('start.file')} error={shown('file')} helper={ft('start.fileHint')} required>
                <Input size="sm" autoComplete="off" spellCheck={false} {...register('file')} />
              </FormField>
            ) : null}
            {used.has('speed') || used.has('seed') ? (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {used.has('speed') ? (
                  <FormField label={ft('start.speed')} error={shown('speed')} helper={ft('start.speedHint')}>
                    <Input size="sm" type="number" inputMode="decimal" min={0} max={100} step="any" {...register('speed')} />
                  </FormField>
                ) : null}
                {used.has('seed') ? (
                  <FormField label={ft('start.seed')} error={shown('seed')} helper={ft('start.seedHint')}>
                    <Input size="sm" type="number" inputMode="numeric" min={0} step={1} {...register('seed')} />
                  </FormField>
                ) : null}
              </SimpleGrid>
            ) : null}
          </Stack>
        </chakra.form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={start.isPending}>
          {ft('start.submit')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
