/**
 * Lottery activities (component 'LotteryActivities'): the list with name search, sorting and paging (in the URL); each
 * row's Dubai days, probability total and "no prize" rest, prize and code counts, and links to its prizes and codes;
 * add and edit in a drawer, an enable switch and delete, each asked first (deleting takes the activity's prizes,
 * codes and records with it). Buttons follow `lottery:add|edit|del`.
 */
import type { LotteryActivity } from '../../../../../streams/contracts/lottery';
import { CrudPage } from '@shared/crud/crud-page';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSwitchFlow } from '@shared/crud/use-switch-flow';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { activitiesApi } from '../api/lottery-api';
import { RulesNote } from '../common/rules-note';
import { useLotteryT } from '../i18n/use-lottery-t';
import { ActivityRowButtons, useActivityColumns } from './activities-columns';
import { ActivityDrawer } from './activity-drawer';

/** The Activities page (see the module comment). */
export function LotteryActivitiesPage() {
  const { ft } = useLotteryT();
  const texts = useSectionTexts(useLotteryT, 'activities');
  const crud = useCrudList({ api: activitiesApi, filters: { blurry: '' } });
  const switching = useSwitchFlow({
    api: activitiesApi,
    toBody: ({ id, name, startDate, endDate }: LotteryActivity, enabled: boolean) => ({ id, name, startDate, endDate, enabled }),
  });
  const columns = useActivityColumns(crud.can.edit, switching.ask);
  return (
    <CrudPage
      texts={texts}
      list={crud}
      noExport
      rowName={(activity) => activity.name}
      search={{ text: 'blurry' }}
      before={<RulesNote />}
      table={{ columns }}
      rowButtons={(activity) => <ActivityRowButtons activity={activity} />}
      drawer={(target, _parent, onClose) => <ActivityDrawer target={target} onClose={onClose} />}
      deleteMessage={({ row, ids }) => (row ? ft('activities.deleteConfirm', { name: row.name }) : ft('activities.deleteManyConfirm', { count: ids.length }))}
      switchFlow={switching}
    />
  );
}
