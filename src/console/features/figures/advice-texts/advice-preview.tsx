/**
 * The live preview beside the editor: the sample week's summary and advice as the streamer would read them with the
 * text being typed (asked once typing pauses, never while the text has an unknown placeholder), in the text's
 * language and direction, the line this text makes marked. The last preview stays while the next loads.
 */
import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { AdviceLang, AdviceTextKey } from '../../../../../streams/reports/advice-texts';
import { InlineAlert } from '@shared/ui/inline-alert';
import { useDebounced } from '@shared/ui/use-debounced';
import { useAdvicePreview } from './api/advice-texts-api';
import { dirOf } from './advice-text-names';
import { useAdviceTextsT } from './i18n/advice-texts-locale';

/** How long typing must pause before the preview is asked, ms. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** Props of {@link AdvicePreview}. */
export interface AdvicePreviewProps {
  lang: AdviceLang;
  textKey: AdviceTextKey;
  /** The text as typed. */
  text: string;
  /** The text has no unknown placeholder (the server would refuse it otherwise). */
  acceptable: boolean;
}

/** The key a finding's sentence is worded with (`noLives`, or `<rule>.<outcome>`); null for a finding without a sentence. */
function keyOfFinding(finding: { rule: string; outcome: string }): string | null {
  if (finding.outcome === 'noData') return null;
  return finding.rule === 'noLives' ? 'noLives' : `${finding.rule}.${finding.outcome}`;
}

/** The preview panel. */
export function AdvicePreview({ lang, textKey, text, acceptable }: AdvicePreviewProps) {
  const { ft, failure } = useAdviceTextsT();
  const settled = useDebounced(text, PREVIEW_DEBOUNCE_MS);
  const preview = useAdvicePreview(lang, textKey, settled, acceptable);
  const dir = dirOf(lang);
  // The advice lines follow the findings that have a sentence, in order.
  const lineKeys = (preview.data?.findings ?? []).map(keyOfFinding).filter((key) => key !== null);
  const mark = { bg: 'yellow.subtle', borderRadius: 'sm', px: '1', 'data-edited': true } as const;
  return (
    <Stack as="section" aria-labelledby="advice-preview-title" gap="3" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" aria-busy={preview.isFetching || settled !== text}>
      <Stack gap="0">
        <Heading as="h3" size="sm" id="advice-preview-title">
          {ft('preview.title')}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {!acceptable ? ft('preview.waiting') : preview.isFetching || settled !== text ? ft('preview.updating') : ft('preview.note')}
        </Text>
      </Stack>
      {preview.isError ? <InlineAlert text={`${ft('preview.failed')}: ${failure(preview.error)}`} /> : null}
      {preview.data && textKey !== 'summary' && !lineKeys.includes(textKey) ? (
        <Text fontSize="sm" color="fg.muted" data-testid="advice-preview-absent">
          {ft('preview.absent')}
        </Text>
      ) : null}
      {preview.data ? (
        <Box dir={dir} lang={lang} data-testid="advice-preview" opacity={acceptable ? 1 : 0.5}>
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
            {ft('preview.summary')}
          </Text>
          <Text mb="2" {...(textKey === 'summary' ? mark : {})}>
            {preview.data.summary}
          </Text>
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
            {ft('preview.advice')}
          </Text>
          <List.Root ps="5" gap="1">
            {preview.data.advice.map((line, index) => (
              <List.Item key={index} {...(lineKeys[index] === textKey ? mark : {})}>
                {line}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
