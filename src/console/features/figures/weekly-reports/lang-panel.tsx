/**
 * The streamer's report language (`PUT api/weeklyReports/lang`): it applies from the next generation, which the panel
 * says; this report stays in its language. While the report is still a draft, the week's drafts can be regenerated
 * at once (the generation rewrites drafts only), so the new language shows now.
 */
import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ADVICE_LANGS, type AdviceLang } from '../../../../../streams/reports/advice-texts';
import type { WeeklyReportRow } from '../../../../../streams/contracts/weekly-reports';
import { InlineAlert } from '@shared/ui/inline-alert';
import { notifySuccess } from '@shared/ui/toaster';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';
import { generateReports, setReportLang, weeklyReportsApi } from './weekly-reports-api';

const isLang = (value: string): value is AdviceLang => (ADVICE_LANGS as readonly string[]).includes(value);

/** The panel; only for `weeklyReport:edit`. */
export function LangPanel({ row }: { row: WeeklyReportRow }) {
  const { t, ft, failure } = useWeeklyReportsT();
  const [lang, setLang] = useState<AdviceLang>(row.lang);
  const [error, setError] = useState<string | null>(null);
  const [setDone, setSetDone] = useState(false);
  const saving = weeklyReportsApi.useWrite(setReportLang);
  const regenerating = weeklyReportsApi.useWrite(generateReports);
  const name = row.nickname || row.uniqueId;

  const save = async () => {
    setError(null);
    try {
      await saving.mutateAsync({ streamerId: Number(row.streamerId), lang });
      setSetDone(true);
      notifySuccess(ft('lang.saved'));
    } catch (failed) {
      setError(`${ft('lang.failed')}: ${failure(failed)}`);
    }
  };
  const regenerate = async () => {
    setError(null);
    try {
      const done = await regenerating.mutateAsync({ week: row.week });
      notifySuccess(ft('lang.regenerated', { generated: done.generated, kept: done.kept }));
    } catch (failed) {
      setError(`${ft('generate.failed')}: ${failure(failed)}`);
    }
  };

  return (
    <Stack gap="2" as="section" aria-label={ft('lang.title')}>
      <Text fontWeight="semibold">{ft('lang.title')}</Text>
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field aria-label={ft('lang.label', { name })} value={lang} onChange={(e) => isLang(e.target.value) && setLang(e.target.value)}>
            {ADVICE_LANGS.map((value) => (
              <option key={value} value={value}>
                {t(`navbar.languages.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="xs" variant="outline" loading={saving.isPending} onClick={() => void save()}>
          {ft('lang.save')}
        </Button>
        {setDone && row.state === 'draft' ? (
          <Button size="xs" colorPalette="brand" loading={regenerating.isPending} onClick={() => void regenerate()}>
            {ft('lang.regenerate')}
          </Button>
        ) : null}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {ft('lang.note', { lang: t(`navbar.languages.${row.lang}`) })}
      </Text>
      <InlineAlert text={error} />
    </Stack>
  );
}
