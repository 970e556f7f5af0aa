/**
 * The advice lines a streamer reads, edited by a manager: change, add and remove lines, save them (they replace the
 * generated lines and survive a regeneration), or put the generated lines back. Each line is checked as the contract
 * checks it (written, at most ADVICE_LINE_MAX characters; at most ADVICE_LINES_MAX lines) and its message shown beside
 * it; a server refusal (the report was sent meanwhile) above the lines. A sent report shows its lines read-only.
 */
import { Button, Field, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { ADVICE_LINE_MAX, ADVICE_LINES_MAX, type WeeklyReportRow } from '../../../../../streams/contracts/weekly-reports';
import { canEditAdvice } from '../../../../../streams/reports/report-state';
import { InlineAlert } from '@shared/ui/inline-alert';
import { notifySuccess } from '@shared/ui/toaster';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';
import { weeklyReportsApi } from './weekly-reports-api';

/** What is wrong with one line, as a key of the bundle's `advice` section, or null. */
export function lineProblem(line: string): 'required' | 'tooLong' | null {
  const text = line.trim();
  if (text === '') return 'required';
  return text.length > ADVICE_LINE_MAX ? 'tooLong' : null;
}

/** Props of {@link AdviceEditor}; mount it with `key` = the report's shown lines so a saved change resets it. */
export interface AdviceEditorProps {
  row: WeeklyReportRow;
  canEdit: boolean;
}

/** The editor (see the module comment). */
export function AdviceEditor({ row, canEdit }: AdviceEditorProps) {
  const { ft, failure } = useWeeklyReportsT();
  const update = weeklyReportsApi.useUpdate();
  const [lines, setLines] = useState<string[]>(() => [...row.shownAdvice]);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editable = canEdit && canEditAdvice(row.state);

  const send = async (advice: string[] | null, done: string) => {
    setError(null);
    try {
      await update.mutateAsync({ id: row.id, advice });
      notifySuccess(done);
    } catch (failed) {
      setError(`${ft('advice.failed')}: ${failure(failed)}`);
    }
  };
  const save = () => {
    setChecked(true);
    if (lines.some((line) => lineProblem(line) !== null) || lines.length > ADVICE_LINES_MAX) return;
    void send(
      lines.map((line) => line.trim()),
      ft('advice.saved'),
    );
  };

  return (
    <Stack gap="2" as="section" aria-label={ft('advice.title')}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{ft('advice.title')}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.editedAdvice ? ft('advice.edited') : ft('advice.generated')}
        </Text>
      </HStack>
      <InlineAlert text={error} />
      {editable ? (
        <>
          {lines.map((line, index) => {
            const problem = checked ? lineProblem(line) : null;
            const n = index + 1;
            return (
              // Lines have no identity but their place; a removed line shifts the ones after it, as the user sees.
              <Field.Root key={index} invalid={problem !== null}>
                <Field.Label srOnly>{ft('advice.line', { n })}</Field.Label>
                <HStack align="start" w="full">
                  <Textarea
                    size="sm"
                    autoresize
                    maxLength={ADVICE_LINE_MAX + 1}
                    lang={row.lang}
                    dir="auto"
                    value={line}
                    onChange={(e) => setLines((all) => all.map((item, at) => (at === index ? e.target.value : item)))}
                  />
                  <IconButton size="sm" variant="ghost" aria-label={ft('advice.remove', { n })} onClick={() => setLines((all) => all.filter((_, at) => at !== index))}>
                    <LuTrash2 />
                  </IconButton>
                </HStack>
                {problem ? <Field.ErrorText>{ft(`advice.${problem}`, { max: ADVICE_LINE_MAX })}</Field.ErrorText> : null}
              </Field.Root>
            );
          })}
          {checked && lines.length > ADVICE_LINES_MAX ? <InlineAlert text={ft('advice.tooMany', { max: ADVICE_LINES_MAX })} /> : null}
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" disabled={lines.length >= ADVICE_LINES_MAX} onClick={() => setLines((all) => [...all, ''])}>
              <LuPlus /> {ft('advice.add')}
            </Button>
            <Button size="xs" colorPalette="brand" loading={update.isPending} onClick={save}>
              {ft('advice.save')}
            </Button>
            {row.editedAdvice ? (
              <Button size="xs" variant="outline" disabled={update.isPending} onClick={() => void send(null, ft('advice.restored'))}>
                {ft('advice.restore')}
              </Button>
            ) : null}
          </HStack>
        </>
      ) : null}
    </Stack>
  );
}
