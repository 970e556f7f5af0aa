/**
 * Jobs (System → Jobs, component 'Job'): the list with name search, on/off filter, sorting and paging (kept in the
 * URL); add and edit in a drawer, an enable switch and delete, each asked first; refusals (a job held by users) shown
 * with the users named. Buttons follow `job:add|edit|del`; export follows the list's filters.
 */
import type { Job } from '../../../../../streams/contracts/jobs';
import { CrudPage } from '@shared/crud/crud-page';
import { STATUS_CHOICES } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSwitchFlow } from '@shared/crud/use-switch-flow';
import { useSeeded } from '@shared/i18n/i18n';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { jobsApi } from '../api/jobs-api';
import { useOrgT } from '../i18n/use-org-t';
import { JobDrawer } from './job-drawer';
import { useJobColumns } from './jobs-columns';

export function JobsPage() {
  const texts = useSectionTexts(useOrgT, 'jobs');
  const seeded = useSeeded();
  const jobName = (job: Job) => seeded(job.name);
  const crud = useCrudList({ api: jobsApi, filters: { name: '', enabled: '' }, choices: { enabled: STATUS_CHOICES } });
  const switching = useSwitchFlow({ api: jobsApi, toBody: ({ id, name, jobSort }: Job, enabled: boolean) => ({ id, name, jobSort, enabled }) });
  const columns = useJobColumns(crud.can.edit, switching.ask);

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={jobName}
      search={{ text: 'name', status: 'enabled' }}
      table={{ columns }}
      drawer={(target, _parent, onClose) => <JobDrawer target={target} onClose={onClose} />}
      switchFlow={switching}
    />
  );
}
