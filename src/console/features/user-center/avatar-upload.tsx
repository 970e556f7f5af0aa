/**
 * Changing the avatar in the user center (jpg/png/jpeg, at most 10 MB): pick an image, see
 * it before sending (checked here first: type, size and the file's first bytes), upload with a progress bar, or
 * cancel. Refusals, the browser's and the server's, show under the picker; success says so in a toast.
 */
import { Button, Field, HStack, Image, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuUpload, LuX } from 'react-icons/lu';
import { AVATAR_MESSAGES } from '../../../../streams/contracts/user-center';
import { httpErrorOf } from '@shared/http/http-error';
import { failureText } from '@shared/i18n/server-messages';
import { notifySuccess } from '@shared/ui/toaster';
import { useProgressTranslations } from '@shared/ui/progress-text';
import { useUcTranslation, type UtKey } from './i18n/user-center-locale';
import { avatarProblem, useUpdateAvatar } from './update-avatar';

/**
 * The server's refusals this page words as its own browser check does (by code; by the English text of a body
 * without one); any other refusal is translated by its code after 'The avatar could not be uploaded'.
 */
const OWN_WORDS: ReadonlyMap<string, UtKey> = new Map([
  ['AVATAR_TYPE', 'avatar.type'],
  ['AVATAR_SIZE', 'avatar.size'],
  [AVATAR_MESSAGES.type, 'avatar.type'],
  [AVATAR_MESSAGES.size, 'avatar.size'],
]);

export function AvatarUpload() {
  const { t, ut } = useUcTranslation();
  const progressText = useProgressTranslations();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUpdateAvatar();

  // The preview's object URL is let go when another file is chosen or the page closes.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const reset = () => {
    setChosen(null);
    setProgress(0);
    if (input.current) input.current.value = '';
  };
  const onPick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const wrong = await avatarProblem(file);
    if (wrong) {
      reset();
      setProblem(ut(`avatar.${wrong}`));
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };
  const onUpload = () => {
    if (!chosen) return;
    setProgress(0);
    upload.mutate(
      { file: chosen.file, onProgress: setProgress },
      {
        onSuccess: () => {
          notifySuccess(ut('avatar.saved'));
          reset();
        },
        onError: (error) => {
          const http = httpErrorOf(error);
          const key = http?.kind === 'http' ? (OWN_WORDS.get(http.code ?? '') ?? OWN_WORDS.get(http.message ?? '')) : undefined;
          setProblem(key ? ut(key) : `${ut('avatar.failed')}: ${failureText(t, error)}`);
        },
      },
    );
  };

  return (
    <Field.Root invalid={problem !== null} alignItems="center">
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          aria-label={ut('avatar.input')}
          tabIndex={-1}
          onChange={(e) => void onPick(e.target.files?.[0])}
        />
      </VisuallyHidden>
      {chosen ? (
        <Stack align="center" gap="2" width="full">
          <Image src={chosen.url} alt={ut('avatar.preview')} boxSize="24" borderRadius="full" objectFit="cover" />
          {upload.isPending ? (
            <Progress.Root value={Math.round(progress * 100)} width="full" size="sm" colorPalette="brand" aria-label={ut('avatar.progress')} translations={progressText}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}
          <HStack>
            <Button size="sm" colorPalette="brand" loading={upload.isPending} onClick={onUpload}>
              <LuUpload aria-hidden="true" /> {ut('avatar.upload')}
            </Button>
            <Button size="sm" variant="outline" disabled={upload.isPending} onClick={reset}>
              <LuX aria-hidden="true" /> {ut('avatar.cancel')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          <LuUpload aria-hidden="true" /> {ut('avatar.choose')}
        </Button>
      )}
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Text fontSize="xs" color="fg.muted">{ut('avatar.hint')}</Text>}
    </Field.Root>
  );
}
