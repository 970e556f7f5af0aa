/**
 * The enumerations' words (main locale `anchor.*`, shared with the H5 pages) as functions and select options, so
 * every CRM page names a progress or an availability the same way.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANCHOR_AVAILABILITIES,
  ANCHOR_PROGRESSES,
  CHECK_RESULTS,
  GENDERS,
  GIFTED_COINS,
  GUILD_STREAMER_STATUSES,
  INVITE_TYPES,
  LIVE_STATUSES,
  NEXT_ACTIONS,
  ORDER_STATUSES,
  REJECT_REASONS,
} from '../../../../../streams/contracts/anchors';
import type { SelectOption } from '@shared/ui/select-options';

/** The enumerations by the main locale's group name under `anchor.*`. */
const GROUPS = {
  progress: ANCHOR_PROGRESSES,
  availability: ANCHOR_AVAILABILITIES,
  checkResult: CHECK_RESULTS,
  guildStatus: GUILD_STREAMER_STATUSES,
  live: LIVE_STATUSES,
  gender: GENDERS,
  inviteType: INVITE_TYPES,
  rejectReason: REJECT_REASONS,
  nextAction: NEXT_ACTIONS,
  orderStatus: ORDER_STATUSES,
  giftedCoins: GIFTED_COINS,
} as const;
export type LabelGroup = keyof typeof GROUPS;
type ValueOf<G extends LabelGroup> = (typeof GROUPS)[G][number];

/** What {@link useAnchorLabels} gives. */
export interface AnchorLabels {
  /** The word of `value` in group `group`; '' for null. */
  label: <G extends LabelGroup>(group: G, value: ValueOf<G> | null | undefined) => string;
  /** The word of a value read from free data (a timeline's details): itself when `group` does not have it. */
  text: (group: LabelGroup, value: string) => string;
  /** Every value of `group` as select options, in the contract's order. */
  options: (group: LabelGroup) => SelectOption[];
}

/** The labels in the current language. */
export function useAnchorLabels(): AnchorLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    // The keys are built from the contract's values, which the main locale lists one per value (`satisfies Record`).
    const word = (group: LabelGroup, value: string) => (t as unknown as (key: string) => string)(`anchor.${group}.${value}`);
    return {
      label: (group, value) => (value ? word(group, value) : ''),
      text: (group, value) => ((GROUPS[group] as readonly string[]).includes(value) ? word(group, value) : value),
      options: (group) => GROUPS[group].map((value) => ({ value, label: word(group, value) })),
    };
    // react-i18next gives a new `t` when the language changes, which re-makes the labels.
  }, [t]);
}
