/**
 * The select of a live room's source (TikTok, simulator, replay…), each kind in the reader's words
 * (`live.sources.<kind>` of the shared bundle); used wherever a room is started or named.
 */
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIVE_SOURCE_KINDS } from '../../../streams/contracts/live-rooms';

/** A small native select of every source kind, bound to a form field by its RHF `registration`. */
export function SourceKindSelect({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...registration}>
        {LIVE_SOURCE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`live.sources.${kind}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
