/**
 * The import dialog of a list (a CSV/XLSX file; the monitored streamers', the CRM streamers'): the page's help, the
 * template a click away, the file, the page's own options (what to do with duplicates), then the outcome in the same
 * dialog: what was done, or (nothing written) the problems by spreadsheet row and column, translated, so they can be
 * corrected in the file.
 */
import { Alert, Button, Dialog, Field, HStack, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { Modal } from '../ui/modal';
import { notifyFailure } from '../ui/notify-failure';
import { useCrudT } from './i18n/crud-locale';
import { isRowProblem, type ImportOutcome } from './import-file';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps<R> {
  open: boolean;
  onClose: () => void;
  /** The page's words: the title, the help (the columns), the template button and its failure, the outcome. */
  texts: { title: string; help: string; template: string; templateFailed: string; done: (result: R) => string };
  /** Sends the file (`importFile` with the page's endpoint). */
  send: (file: File) => Promise<ImportOutcome<R>>;
  /** Downloads the template. @throws its failure (toasted under `texts.templateFailed`). */
  template: () => Promise<void>;
  /** The page's own options, between the file and the outcome. */
  options?: ReactNode;
}

/** The dialog; it starts afresh each time it opens. */
export function ImportDialog<R>(props: ImportDialogProps<R>) {
  const { ft } = useCrudT();
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.texts.title} size="lg" scrollInside bare closeLabel={ft('import.close')}>
      {props.open ? <ImportForm {...props} /> : null}
    </Modal>
  );
}

function ImportForm<R>({ onClose, texts, send, template, options }: ImportDialogProps<R>) {
  const { ft, failure } = useCrudT();
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome<R> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useMutation({ mutationFn: send });
  const downloading = useMutation({ mutationFn: template });

  const submit = async () => {
    if (!file) return;
    setOutcome(null);
    setError(null);
    try {
      setOutcome(await sending.mutateAsync(file));
    } catch (failed) {
      setError(failure(failed));
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {texts.help}
          </Text>
          <HStack>
            <Button size="xs" variant="outline" loading={downloading.isPending} onClick={() => void downloading.mutateAsync().catch((failed: unknown) => notifyFailure(texts.templateFailed, failure(failed)))}>
              <LuDownload aria-hidden="true" /> {texts.template}
            </Button>
          </HStack>
          <Field.Root>
            <Field.Label htmlFor={fileInputId}>{ft('import.file')}</Field.Label>
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
          {options}
          {error ? (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{ft('import.failed')}</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {outcome ? <ImportOutcomeView outcome={outcome} done={texts.done} /> : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {ft('import.close')}
        </Button>
        <Button colorPalette="brand" size="sm" disabled={!file} loading={sending.isPending} onClick={() => void submit()}>
          <LuUpload aria-hidden="true" /> {ft('import.submit')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** What the server answered: what was done, or the problems by row (the first ones, and how many more); also for imports with their own dialog (the weekly data's mapping step), whose `fieldName` gives a problem's column
 * as the file names it (the server names the mapped target). */
export function ImportOutcomeView<R>({ outcome, done, fieldName = (field) => field }: { outcome: ImportOutcome<R>; done: (result: R) => string; fieldName?: (field: string) => string }) {
  const { ft, rule } = useCrudT();
  if (outcome.ok) {
    return (
      <Alert.Root status="success" role="status" size="sm" data-testid="import-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{ft('import.doneTitle')}</Alert.Title>
          <Alert.Description>{done(outcome.result)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const { refusal } = outcome;
  const problems = (refusal.errors ?? []).filter(isRowProblem);
  const total = refusal.errorCount ?? problems.length;
  return (
    <Stack gap="2" data-testid="import-result">
      <Alert.Root status="error" role="alert" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{ft('import.refusedTitle')}</Alert.Title>
          {/* Row problems are listed below; a file that could not be read at all has only the message. */}
          <Alert.Description>{problems.length > 0 ? ft('import.refused', { count: total }) : rule(refusal.message)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {problems.length > 0 ? (
        <Table.Root size="sm" variant="outline" aria-label={ft('import.refusedTitle')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="16">{ft('import.row')}</Table.ColumnHeader>
              <Table.ColumnHeader w="24">{ft('import.column')}</Table.ColumnHeader>
              <Table.ColumnHeader>{ft('import.problem')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {problems.map((problem, index) => (
              <Table.Row key={`${problem.row}-${problem.field ?? ''}-${index}`}>
                <Table.Cell>{problem.row}</Table.Cell>
                {/* The file's own header name, as written in the template: not translated. */}
                <Table.Cell>
                  <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
                    {problem.field === null || problem.field === undefined ? '' : fieldName(problem.field)}
                  </chakra.bdi>
                </Table.Cell>
                <Table.Cell>{rule(problem.message)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {total > problems.length ? (
        <Text fontSize="sm" color="fg.muted">
          {ft('import.more', { count: total - problems.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
