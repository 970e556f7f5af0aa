/**
 * The follow-up reminder: every minute the console asks how many of the operator's streamers being recruited have a
 * notice time that has come (`GET api/anchors?due=true`), and says so in a toast when that number grows (once at
 * sign-in when some are due), so an operator learns of due follow-ups on whatever page is open.
 */
import { useEffect, useRef } from 'react';
import { toaster } from '@shared/ui/toaster';
import { useDueCount } from '../api/anchors-api';
import { useCrmT } from '../i18n/use-crm-t';

/** Toasts when the due follow-ups grow; nothing while none are due. */
export function useDueReminder(): void {
  const { ft } = useCrmT();
  const due = useDueCount(true);
  const told = useRef(0);
  useEffect(() => {
    const count = due.data;
    if (count === undefined) return;
    if (count > told.current) toaster.create({ type: 'warning', title: ft('followUps.reminder', { count }), description: ft('followUps.reminderBody'), duration: 10_000 });
    told.current = count;
  }, [due.data, ft]);
}
