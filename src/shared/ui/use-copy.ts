/**
 * Copy to the clipboard with the console's notice: 'Copied successfully' or 'Copy failed' (a plain-http console may
 * have no clipboard at all; src/shared/utils/copy-text.ts tries the old way then).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../utils/copy-text';
import { notifyError, notifySuccess } from './toaster';

/** A function that copies `text` and tells the user whether it worked. */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (text: string) => {
      if (await copyText(text)) notifySuccess(t('common.copySuccess'));
      else notifyError(t('common.copyFailed'));
    },
    [t],
  );
}
