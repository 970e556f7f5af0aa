/**
 * "Generate for this week" (`weeklyReport:edit`): generates the reports of the week the list shows and says what it
 * did (generated, kept, time taken). The note beside it says that generating again rewrites drafts only.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GenerateReportsResult } from '../../../../../streams/contracts/weekly-reports';
import { InlineAlert } from '@shared/ui/inline-alert';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';
import { generateReports, weeklyReportsApi } from './weekly-reports-api';

/** The generation's outcome, shown until the next one. */
export type GenerateOutcome = { done: GenerateReportsResult } | { failed: string } | null;

/** The generation of `week` and its outcome; `run` does not throw. */
export function useGenerate() {
  const { ft, failure } = useWeeklyReportsT();
  const write = weeklyReportsApi.useWrite(generateReports);
  const [outcome, setOutcome] = useState<GenerateOutcome>(null);
  const run = async (week: string) => {
    setOutcome(null);
    try {
      setOutcome({ done: await write.mutateAsync({ week }) });
    } catch (error) {
      setOutcome({ failed: `${ft('generate.failed')}: ${failure(error)}` });
    }
  };
  return { run, busy: write.isPending, outcome };
}

/** The button of the page's heading. */
export function GenerateButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { ft } = useWeeklyReportsT();
  return (
    <Button size="sm" colorPalette="brand" loading={busy} loadingText={ft('generate.busy')} onClick={onClick}>
      {ft('generate.button')}
    </Button>
  );
}

/** The note that regenerating keeps reviewed and sent reports, and the last generation's outcome. */
export function GenerateNotice({ outcome }: { outcome: GenerateOutcome }) {
  const { ft } = useWeeklyReportsT();
  return (
    <>
      <HStack>
        <Text fontSize="sm" color="fg.muted">
          {ft('generate.note')}
        </Text>
      </HStack>
      {outcome && 'done' in outcome ? (
        <InlineAlert
          status="success"
          role="status"
          text={ft('generate.done', { week: outcome.done.week, generated: outcome.done.generated, kept: outcome.done.kept, ms: outcome.done.tookMs })}
        />
      ) : null}
      {outcome && 'failed' in outcome ? <InlineAlert text={outcome.failed} /> : null}
    </>
  );
}
