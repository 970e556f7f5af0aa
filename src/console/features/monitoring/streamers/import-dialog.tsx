/**
 * The import dialog (import from a CSV/XLSX file; contract streams/contracts/monitor.ts): choose one .csv or
 * .xlsx file and what to do with TikTok IDs already monitored (count them as problems, or skip them), send it, then
 * read the result in the same dialog: how many were added and skipped, or — nothing was written — the problems by
 * spreadsheet row and column, translated, so they can be corrected in the file. The template is a click away.
 */
import { Alert, Button, CloseButton, Dialog, Field, HStack, Portal, RadioGroup, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { IMPORT_MODES, isImportRowError, type ImportMode } from '../../../../../streams/contracts/monitor';
import { useDownloadImportTemplate } from '../api/download-import-template';
import { useImportMonitorStreamers, type ImportOutcome } from '../api/import-monitor-streamers';
import { notifyFailure } from '@shared/ui/notify-failure';
import { useMoTranslation } from '../i18n/use-mo-translation';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The dialog; it starts afresh each time it opens. */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { mt } = useMoTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{mt('importDialog.title')}</Dialog.Title>
            </Dialog.Header>
            {open ? <ImportForm onClose={onClose} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={mt('importDialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ImportForm({ onClose }: { onClose: () => void }) {
  const { mt, failure } = useMoTranslation();
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('strict');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useImportMonitorStreamers();
  const template = useDownloadImportTemplate();

  const submit = async () => {
    if (!file) return;
    setOutcome(null);
    setError(null);
    try {
      setOutcome(await send.mutateAsync({ file, mode }));
    } catch (failed) {
      setError(failure(failed));
    }
  };

  const downloadTemplate = async () => {
    try {
      await template.mutateAsync();
    } catch (failed) {
      notifyFailure(mt('list.templateFailed'), failure(failed));
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {mt('importDialog.help')}
          </Text>
          <HStack>
            <Button size="xs" variant="outline" onClick={() => void downloadTemplate()} loading={template.isPending}>
              <LuDownload aria-hidden="true" /> {mt('list.templateHint')}
            </Button>
          </HStack>
          <Field.Root>
            <Field.Label htmlFor={fileInputId}>{mt('importDialog.file')}</Field.Label>
            <chakra.input
              id={fileInputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              fontSize="sm"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setOutcome(null);
                setError(null);
              }}
            />
          </Field.Root>
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
          {error ? (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{mt('importDialog.failed')}</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {outcome ? <ImportOutcomeView outcome={outcome} /> : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {mt('importDialog.close')}
        </Button>
        <Button colorPalette="brand" size="sm" disabled={!file} loading={send.isPending} onClick={() => void submit()}>
          <LuUpload aria-hidden="true" /> {mt('importDialog.submit')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** What the server answered: the counts, or the problems by row (at most 20, and how many more). */
function ImportOutcomeView({ outcome }: { outcome: ImportOutcome }) {
  const { mt, rule } = useMoTranslation();
  if (outcome.ok) {
    return (
      <Alert.Root status="success" role="status" size="sm" data-testid="import-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{mt('importDialog.doneTitle')}</Alert.Title>
          <Alert.Description>{mt('importDialog.done', { created: outcome.result.created, skipped: outcome.result.skipped })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const { refusal } = outcome;
  const errors = (refusal.errors ?? []).filter(isImportRowError);
  const total = refusal.errorCount ?? errors.length;
  return (
    <Stack gap="2" data-testid="import-result">
      <Alert.Root status="error" role="alert" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{mt('importDialog.refusedTitle')}</Alert.Title>
          {/* Row problems are listed below; a file that could not be read at all has only the message. */}
          <Alert.Description>{errors.length > 0 ? mt('importDialog.refused', { count: total }) : rule(refusal.message)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {errors.length > 0 ? (
        <Table.Root size="sm" variant="outline" aria-label={mt('importDialog.refusedTitle')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="16">{mt('importDialog.row')}</Table.ColumnHeader>
              <Table.ColumnHeader w="24">{mt('importDialog.column')}</Table.ColumnHeader>
              <Table.ColumnHeader>{mt('importDialog.problem')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {errors.map((problem, index) => (
              <Table.Row key={`${problem.row}-${problem.field ?? ''}-${index}`}>
                <Table.Cell>{problem.row}</Table.Cell>
                {/* The file's own header name, as written in the template: not translated. */}
                <Table.Cell>
                  <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
                    {problem.field ?? ''}
                  </chakra.bdi>
                </Table.Cell>
                <Table.Cell>{rule(problem.message)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {total > errors.length ? (
        <Text fontSize="sm" color="fg.muted">
          {mt('importDialog.more', { count: total - errors.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
