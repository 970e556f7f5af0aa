/**
 * The editor of one text in one language: the placeholder chips and the text ({@link AdviceTextField}), checked as the
 * user types, the default for reference when the text differs from it, and the live preview of the sample week
 * ({@link AdvicePreview}). Save refuses an unknown placeholder beside the text, naming it, as the server would (its
 * catalog message, translated); a server refusal goes there too. Saving toasts and closes, and the list shows who changed the text.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { refusalMessage } from '../../../../../streams/contracts/refusals';
import { adviceTextBodySchema } from '../../../../../streams/contracts/weekly-reports';
import { allowedPlaceholders, topicOfTextKey, validateAdviceText } from '../../../../../streams/reports/advice-texts';
import type { AdviceTopic } from '../../../../../streams/reports/weekly-advice';
import { FormDrawer } from '@shared/crud/form-drawer';
import { saveAdviceText, useRefreshAdviceTexts, type AdviceTextItem } from './api/advice-texts-api';
import { AdvicePreview } from './advice-preview';
import { AdviceTextField, type AdviceTextForm } from './advice-text-field';
import { LANGUAGE_NAMES, dirOf, useAdviceNames } from './advice-text-names';
import { useAdviceTextsT } from './i18n/advice-texts-locale';

/** The body's text rule, and the server's placeholder check of `topic` (the same catalog message, on `text`). */
function formSchemaOf(topic: AdviceTopic) {
  return adviceTextBodySchema.pick({ text: true }).superRefine(({ text }, ctx) => {
    const names = validateAdviceText(topic, text);
    if (names.length === 0) return;
    const braces = (list: readonly string[]) => list.map((name) => `{${name}}`);
    ctx.addIssue({ code: 'custom', path: ['text'], message: refusalMessage('ADVICE_TEXT_PLACEHOLDER', { names: braces(names), allowed: braces(allowedPlaceholders(topic)) }) });
  });
}

/** Props of {@link AdviceTextDrawer}. */
export interface AdviceTextDrawerProps {
  row: AdviceTextItem;
  onClose: () => void;
}

/** The drawer; mount it only while it is open. */
export function AdviceTextDrawer({ row, onClose }: AdviceTextDrawerProps) {
  const { ft } = useAdviceTextsT();
  const { keyName } = useAdviceNames();
  const refresh = useRefreshAdviceTexts();
  const topic = topicOfTextKey(row.key);
  const schema = useMemo(() => formSchemaOf(topic), [topic]);
  return (
    <FormDrawer
      title={ft('editor.title', { name: keyName(row.key), language: LANGUAGE_NAMES[row.lang] })}
      schema={schema}
      defaultValues={{ text: row.text }}
      onSubmit={async ({ text }) => {
        await saveAdviceText({ key: row.key, lang: row.lang, text });
        await refresh();
      }}
      successText={ft('editor.saved')}
      onClose={onClose}
      size="lg"
    >
      {(form) => <EditorBody form={form} row={row} unknownOf={(text) => validateAdviceText(topic, text)} />}
    </FormDrawer>
  );
}

/** The drawer's fields, re-rendered as the text changes. */
function EditorBody({ form, row, unknownOf }: { form: AdviceTextForm; row: AdviceTextItem; unknownOf: (text: string) => string[] }) {
  const { ft } = useAdviceTextsT();
  const text = useWatch({ control: form.control, name: 'text' });
  const unknown = unknownOf(text);
  return (
    <Stack gap="4">
      <AdviceTextField form={form} lang={row.lang} allowed={row.placeholders} unknown={unknown} />
      {text.trim() !== row.defaultText ? (
        <Box>
          <Text fontSize="sm" fontWeight="medium">
            {ft('editor.defaultText')}
          </Text>
          <Text fontSize="sm" color="fg.muted" dir={dirOf(row.lang)} lang={row.lang} data-testid="advice-default-text">
            {row.defaultText}
          </Text>
        </Box>
      ) : null}
      <AdvicePreview lang={row.lang} textKey={row.key} text={text} acceptable={unknown.length === 0} />
    </Stack>
  );
}
