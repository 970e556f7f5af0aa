/** A yes/no value of a streamer as the CRM pages show it: Yes, No, or a dash when not set. */
import { useCrmT } from '../i18n/use-crm-t';

/** The yes/no word of `value` ('—' for null). */
export function YesNo({ value }: { value: boolean | null | undefined }) {
  const { ft } = useCrmT();
  if (value === null || value === undefined) return <>{ft('common.none')}</>;
  return <>{ft(value ? 'common.yes' : 'common.no')}</>;
}
