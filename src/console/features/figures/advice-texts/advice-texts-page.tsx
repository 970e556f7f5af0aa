/**
 * Advice texts (component 'AdviceTexts', `adviceText:edit`; issue "Language management"): every text the weekly
 * reports are worded with, in one language at a time (the switch; Arabic texts right to left), searchable by words
 * or name and filtered by topic, each with its topic, the text in use, default or changed and who changed it when.
 * A row opens the editor ({@link AdviceTextDrawer}: placeholder chips, the check as you type, the live preview);
 * a changed text can go back to the default after a question. The server sends the texts whole (12 keys × 4
 * languages), so the list pages in the browser ({@link useLocalList}); language, topic and search stay in the URL.
 */
import { HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPencil, LuUndo2 } from 'react-icons/lu';
import { ADVICE_LANGS, topicOfTextKey, type AdviceLang } from '../../../../../streams/reports/advice-texts';
import { AskConfirm } from '@shared/crud/confirm-dialogs';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowButton } from '@shared/crud/row-actions';
import { FilterSelect, SearchBar } from '@shared/crud/search-bar';
import { useAskFlow } from '@shared/crud/use-ask-flow';
import { useLocalList } from '@shared/crud/use-local-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { PageCard } from '@shared/ui/page-card';
import { adviceTextKeys, loadAdviceTexts, resetAdviceText, useRefreshAdviceTexts, type AdviceTextItem } from './api/advice-texts-api';
import { ADVICE_TOPICS, LANGUAGE_NAMES, isAdviceLang, useAdviceNames } from './advice-text-names';
import { AdviceTextDrawer } from './advice-text-drawer';
import { useAdviceTextColumns } from './advice-texts-columns';
import { LanguageSwitch } from './language-switch';
import { useAdviceTextsT } from './i18n/advice-texts-locale';

const CHOICES = { lang: ADVICE_LANGS, topic: ['', ...ADVICE_TOPICS] };
/** One language's texts fit one page. */
const PAGE_SIZE = 12;

/** The Advice texts page (see the module comment). */
export function AdviceTextsPage() {
  const { ft, language } = useAdviceTextsT();
  const texts = useSectionTexts(useAdviceTextsT, 'page');
  const { keyName, topicName } = useAdviceNames();
  // The texts open in the reader's own language.
  const filters = useMemo(() => ({ lang: isAdviceLang(language) ? language : 'en', topic: '', q: '' }), [language]);
  const list = useLocalList<AdviceTextItem, typeof filters>({
    queryKey: adviceTextKeys.list(),
    queryFn: loadAdviceTexts,
    filters,
    choices: CHOICES,
    pageSize: PAGE_SIZE,
    match: (row, { lang, topic, q }) => {
      if (row.lang !== lang || (topic !== '' && topicOfTextKey(row.key) !== topic)) return false;
      const words = q.trim().toLowerCase();
      return words === '' || [row.text, row.key, keyName(row.key)].some((text) => text.toLowerCase().includes(words));
    },
  });
  const lang = list.filters.lang as AdviceLang;
  const columns = useAdviceTextColumns();
  const [editing, setEditing] = useState<AdviceTextItem | null>(null);
  const refresh = useRefreshAdviceTexts();
  const resetting = useAskFlow(
    async (row: AdviceTextItem) => {
      await resetAdviceText({ key: row.key, lang: row.lang });
      await refresh();
    },
    { successText: ft('resetDone'), failedText: ft('resetFailed') },
  );
  // The search row leaves the language alone (Reset clears the topic and words only).
  const search = {
    filters: { topic: list.filters.topic, q: list.filters.q },
    applyFilters: (next: { topic: string; q: string }) => list.applyFilters({ ...list.filters, ...next }),
    filtered: list.filters.topic !== '' || list.filters.q !== '',
  };
  const topicOptions = ADVICE_TOPICS.map((topic) => ({ value: topic, label: topicName(topic) }));

  return (
    <PageCard title={texts.title} help={texts.help} actions={<LanguageSwitch label={ft('language')} value={lang} onChange={(next) => list.applyFilters({ ...list.filters, lang: next })} />}>
      <Stack gap="3">
        <SearchBar
          list={search}
          texts={texts}
          text="q"
          children={({ filters: applied, apply }) => (
            <FilterSelect label={ft('topic')} value={applied.topic} allText={ft('allTopics')} options={topicOptions} minW="44" onChange={(topic) => apply({ topic })} />
          )}
        />
        <ResourceTable
          texts={texts}
          list={{ ...list, filtered: search.filtered }}
          columns={columns}
          rowName={(row) => keyName(row.key)}
          rowAttributes={(row) => ({ 'data-key': row.key })}
          actionsWidth="20"
          actions={(row) => (
            <HStack gap="1">
              <RowButton label={ft('edit', { name: keyName(row.key) })} icon={<LuPencil />} onClick={() => setEditing(row)} />
              {row.override !== null ? <RowButton label={ft('reset', { name: keyName(row.key) })} icon={<LuUndo2 />} onClick={() => resetting.ask(row)} /> : null}
            </HStack>
          )}
        />
      </Stack>
      {editing ? <AdviceTextDrawer row={editing} onClose={() => setEditing(null)} /> : null}
      <AskConfirm flow={resetting} confirmLabel={ft('resetConfirm')} message={(row) => ft('resetQuestion', { name: keyName(row.key), language: LANGUAGE_NAMES[row.lang] })} />
    </PageCard>
  );
}
