/**
 * Importing a week of platform figures (`weekData:import`) in three steps in one dialog:
 * 1. the week (any day picks its Monday) and the agency's export (.csv/.xlsx), read by the server
 *    (`importPreview`), which answers the file's headers with a mapping pre-filled from the remembered one and the
 *    figures' names;
 * 2. a select per column (TikTok ID / a figure / ignore) beside its first values; the mapping is checked here first
 *    (one TikTok ID column, no figure twice, at least one figure), the reason shown beside the confirm button;
 * 3. the import with that mapping: what was done (imported, cleared), or the refused rows (nothing written).
 * The dialog says that re-importing a week replaces that week's imported figures.
 */
import { Alert, Button, Dialog, Field, HStack, Input, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LuFileSearch, LuUpload } from 'react-icons/lu';
import { IMPORT_TARGETS, IMPORTED_FIGURES, type ImportMapping, type ImportPreview, type ImportTarget, type WeekImportResult } from '../../../../../streams/contracts/week-data';
import { ImportOutcomeView } from '@shared/crud/import-dialog';
import type { ImportOutcome } from '@shared/crud/import-file';
import { Modal } from '@shared/ui/modal';
import { useWeekDataT } from './i18n/use-week-data-t';
import { importWeek, previewImport, weekDataApi } from './week-data-api';
import { isDay, mondayOf, sundayOf } from '../common/week-dates';

/** Props of {@link WeekImportDialog}. */
export interface WeekImportDialogProps {
  /** The week the page shows, the dialog's first choice. */
  week: string;
  onClose: () => void;
}

/** Why a mapping cannot be imported, in the reader's words; null when it can. */
export function mappingProblem(mapping: ImportMapping, words: { noId: string; noFigure: string; twice: (target: ImportTarget) => string }): string | null {
  const targets = Object.values(mapping).filter((target) => target !== 'ignore');
  const twice = targets.find((target, index) => targets.indexOf(target) !== index);
  if (twice) return words.twice(twice);
  if (!targets.includes('uniqueId')) return words.noId;
  if (!IMPORTED_FIGURES.some((figure) => targets.includes(figure))) return words.noFigure;
  return null;
}

/** The dialog (mounted while open). */
export function WeekImportDialog({ week: initialWeek, onClose }: WeekImportDialogProps) {
  const { ft, failure } = useWeekDataT();
  const weekId = useId();
  const fileId = useId();
  const [week, setWeek] = useState(initialWeek);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [outcome, setOutcome] = useState<ImportOutcome<WeekImportResult> | null>(null);
  const reading = useMutation({ mutationFn: previewImport });
  const sending = weekDataApi.useWrite((input: { file: File; week: string; mapping: ImportMapping }) => importWeek(input.file, input.week, input.mapping));
  const [readError, setReadError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const targetName = (target: ImportTarget) => (target === 'ignore' ? ft('importDialog.ignore') : ft(`columns.${target}`));
  const problem = preview ? mappingProblem(mapping, { noId: ft('importDialog.noId'), noFigure: ft('importDialog.noFigure'), twice: (target) => ft('importDialog.twice', { target: targetName(target) }) }) : null;

  const read = async () => {
    if (!file) return;
    setReadError(null);
    try {
      const answer = await reading.mutateAsync(file);
      setPreview(answer);
      setMapping(answer.mapping);
      setOutcome(null);
    } catch (error) {
      setReadError(failure(error));
    }
  };
  const send = async () => {
    if (!file || !preview || problem) return;
    setSendError(null);
    try {
      setOutcome(await sending.mutateAsync({ file, week, mapping }));
    } catch (error) {
      setSendError(failure(error));
    }
  };
  const restart = () => {
    setPreview(null);
    setOutcome(null);
    setFile(null);
    setSendError(null);
  };
  const done = outcome?.ok === true;

  return (
    <Modal open onClose={onClose} title={ft('importDialog.title')} size="xl" scrollInside bare testId="week-import-dialog" closeLabel={ft('trend.close')}>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {ft('importDialog.help')}
          </Text>
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Description>{ft('importDialog.replaces')}</Alert.Description>
          </Alert.Root>
          <HStack gap="4" align="start" wrap="wrap">
            <Field.Root w="auto">
              <Field.Label htmlFor={weekId}>{ft('importDialog.week')}</Field.Label>
              <Input id={weekId} type="date" size="sm" w="44" value={week} disabled={preview !== null} onChange={(e) => (isDay(e.target.value) ? setWeek(mondayOf(e.target.value)) : undefined)} />
              <Field.HelperText>
                <bdi dir="ltr">
                  {week} – {sundayOf(week)}
                </bdi>
              </Field.HelperText>
            </Field.Root>
            <Field.Root w="auto" flex="1" minW="60">
              <Field.Label htmlFor={fileId}>{ft('importDialog.file')}</Field.Label>
              {preview ? (
                <HStack>
                  <chakra.bdi fontSize="sm" fontFamily="mono">
                    {file?.name}
                  </chakra.bdi>
                  <Button size="xs" variant="outline" onClick={restart}>
                    {ft('importDialog.back')}
                  </Button>
                </HStack>
              ) : (
                <chakra.input
                  id={fileId}
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  fontSize="sm"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setReadError(null);
                  }}
                />
              )}
            </Field.Root>
          </HStack>
          {readError ? (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{ft('importDialog.readFailed')}</Alert.Title>
                <Alert.Description>{readError}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {preview ? <MappingTable preview={preview} mapping={mapping} disabled={done} onChange={(header, target) => setMapping({ ...mapping, [header]: target })} targetName={targetName} /> : null}
          {sendError ? (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Description>{sendError}</Alert.Description>
            </Alert.Root>
          ) : null}
          {outcome ? (
            <ImportOutcomeView
              outcome={outcome}
              done={(result) => ft('importDialog.done', { imported: result.imported, cleared: result.cleared, week: result.week })}
              // The server names the target a problem's column was mapped to; the user knows the column by its header.
              fieldName={(field) => Object.entries(mapping).find(([, target]) => target === field)?.[0] ?? field}
            />
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {problem ? (
          <Text fontSize="sm" color="fg.error" role="status" me="auto" data-testid="mapping-problem">
            {problem}
          </Text>
        ) : null}
        <Button variant="outline" size="sm" onClick={onClose}>
          {ft('trend.close')}
        </Button>
        {preview === null ? (
          <Button colorPalette="brand" size="sm" disabled={!file} loading={reading.isPending} onClick={() => void read()}>
            <LuFileSearch aria-hidden="true" /> {ft('importDialog.read')}
          </Button>
        ) : done ? null : (
          <Button colorPalette="brand" size="sm" disabled={problem !== null} loading={sending.isPending} onClick={() => void send()}>
            <LuUpload aria-hidden="true" /> {ft('importDialog.confirm', { count: preview.rowCount })}
          </Button>
        )}
      </Dialog.Footer>
    </Modal>
  );
}

/** Props of {@link MappingTable}. */
interface MappingTableProps {
  preview: ImportPreview;
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (header: string, target: ImportTarget) => void;
  targetName: (target: ImportTarget) => string;
}

/** A row per column of the file: its header (as written, not translated), its first values and what it holds. */
function MappingTable({ preview, mapping, disabled, onChange, targetName }: MappingTableProps) {
  const { ft } = useWeekDataT();
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {ft('importDialog.mapping')}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {ft('importDialog.mappingHelp', { count: preview.rowCount })}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={ft('importDialog.mapping')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{ft('importDialog.column')}</Table.ColumnHeader>
              <Table.ColumnHeader>{ft('importDialog.sample')}</Table.ColumnHeader>
              <Table.ColumnHeader w="52">{ft('importDialog.mapsTo')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.headers.map((header, index) => (
              <Table.Row key={header} data-header={header}>
                <Table.Cell>
                  <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
                    {header}
                  </chakra.bdi>
                </Table.Cell>
                <Table.Cell color="fg.muted" fontSize="xs" maxW="48" truncate>
                  <bdi dir="ltr">{preview.sampleRows.map((cells) => cells[index] ?? '').join(' · ')}</bdi>
                </Table.Cell>
                <Table.Cell>
                  <NativeSelect.Root size="xs" disabled={disabled}>
                    <NativeSelect.Field aria-label={header} value={mapping[header] ?? 'ignore'} onChange={(e) => onChange(header, e.target.value as ImportTarget)}>
                      {IMPORT_TARGETS.map((target) => (
                        <option key={target} value={target}>
                          {targetName(target)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
