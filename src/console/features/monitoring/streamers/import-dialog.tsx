/**
 * The import dialog of the monitored streamers (a CSV/XLSX file; contract streams/contracts/monitor.ts): the shared
 * import dialog (src/shared/crud/import-dialog.tsx) with this list's option, what to do with TikTok IDs already
 * monitored (count them as problems, or skip them), and its outcome (added and skipped).
 */
import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { IMPORT_MODES, type ImportMode, type MonitorImportResult } from '../../../../../streams/contracts/monitor';
import { ImportDialog as SharedImportDialog } from '@shared/crud/import-dialog';
import { downloadImportTemplate } from '../api/download-import-template';
import { useImportMonitorStreamers } from '../api/import-monitor-streamers';
import { useMoTranslation } from '../i18n/use-mo-translation';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The dialog; it starts afresh each time it opens (the mode too). */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { mt } = useMoTranslation();
  const [mode, setMode] = useState<ImportMode>('strict');
  const send = useImportMonitorStreamers();
  return (
    <SharedImportDialog
      open={open}
      onClose={() => {
        setMode('strict');
        onClose();
      }}
      texts={{
        title: mt('importDialog.title'),
        help: mt('importDialog.help'),
        template: mt('list.templateHint'),
        templateFailed: mt('list.templateFailed'),
        done: (result: MonitorImportResult) => mt('importDialog.done', { created: result.created, skipped: result.skipped }),
      }}
      send={(file) => send.mutateAsync({ file, mode })}
      template={downloadImportTemplate}
      options={
        <RadioGroup.Root size="sm" value={mode} onValueChange={(e) => setMode(e.value === 'skip' ? 'skip' : 'strict')} aria-label={mt('importDialog.mode')}>
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              {mt('importDialog.mode')}
            </Text>
            <HStack gap="4" wrap="wrap">
              {IMPORT_MODES.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{mt(value === 'skip' ? 'importDialog.modeSkip' : 'importDialog.modeStrict')}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </Stack>
        </RadioGroup.Root>
      }
    />
  );
}
