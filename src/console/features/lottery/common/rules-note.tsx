/** The lottery's rules in one paragraph, shown on every lottery page so staff can tell streamers what to expect. */
import { Text } from '@chakra-ui/react';
import { useLotteryT } from '../i18n/use-lottery-t';

/** The rules (Dubai 18:00–22:00, once per day, probabilities, stock). */
export function RulesNote() {
  const { ft } = useLotteryT();
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="lottery-rules">
      {ft('common.rules')}
    </Text>
  );
}
