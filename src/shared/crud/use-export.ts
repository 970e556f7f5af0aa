/** An export with progress: a busy flag for its button while the file downloads, then a success or failure toast. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/server-messages';
import { notifyFailure } from '../ui/notify-failure';
import { notifySuccess } from '../ui/toaster';

/** What {@link useExport} gives. */
export interface ExportRun {
  busy: boolean;
  /** Runs the download once (a click while one runs is ignored). Never rejects: the outcome is toasted. */
  run: () => Promise<void>;
}

/** Wraps `download` (which saves the file) with the busy flag and the toasts. */
export function useExport(download: () => Promise<void>): ExportRun {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await download();
      notifySuccess(t('common.exportSuccess'));
    } catch (error) {
      notifyFailure(t('common.exportFailed'), failureText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
