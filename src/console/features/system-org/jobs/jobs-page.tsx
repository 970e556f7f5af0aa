/**
 * Jobs (System → Jobs, component 'Job'): the list with name search, on/off filter, sorting and paging (kept in the
 * URL); add and edit in a drawer, an enable switch and delete, each asked first; refusals (a job held by users) shown
 * with the users named. Buttons follow `job:add|edit|del`; export follows the list's filters.
 */
import { JOB_SORTS, type Job } from '../../../../../streams/contracts/jobs';
import { DeleteConfirm, SwitchConfirm } from '@shared/crud/confirm-dialogs';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions } from '@shared/crud/row-actions';
import { SearchBar, STATUS_CHOICES } from '@shared/crud/search-bar';
import { useCrudCan } from '@shared/crud/use-crud-can';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSwitchFlow } from '@shared/crud/use-switch-flow';
import { PageCard } from '@shared/ui/page-card';
import { jobsApi } from '../api/jobs-api';
import { useOrgT } from '../i18n/use-org-t';
import { JobDrawer } from './job-drawer';
import { useJobColumns } from './jobs-columns';

const jobName = (job: Job) => job.name;

export function JobsPage() {
  const { ft } = useOrgT();
  const can = useCrudCan({ add: 'job:add', edit: 'job:edit', del: 'job:del' });
  const crud = useCrudList({
    api: jobsApi,
    sorts: JOB_SORTS,
    defaultSort: { field: 'jobSort', direction: 'asc' },
    textSorts: ['name'],
    filters: { name: '', enabled: '' },
    choices: { enabled: STATUS_CHOICES },
  });
  const switching = useSwitchFlow({ api: jobsApi, toBody: ({ id, name, jobSort }: Job, enabled: boolean) => ({ id, name, jobSort, enabled }) });
  const columns = useJobColumns(can.edit, switching.ask);

  return (
    <PageCard title={ft('jobs.title')} help={ft('jobs.help')} actions={<ListActions list={crud} canAdd={can.add} />}>
      <SearchBar list={crud} text="name" status="enabled" searchLabel={ft('jobs.searchLabel')} placeholder={ft('jobs.searchPlaceholder')} />
      <ResourceTable
        label={ft('jobs.title')}
        list={crud}
        columns={columns}
        emptyText={ft('jobs.empty')}
        actions={can.anyRow ? (job) => <RowActions name={job.name} can={can} onEdit={() => crud.openEdit(job)} onDelete={() => crud.remove.ask(job)} /> : undefined}
      />
      {crud.drawer !== null ? <JobDrawer target={crud.drawer} onClose={crud.closeDrawer} /> : null}
      <DeleteConfirm flow={crud.remove} />
      <SwitchConfirm flow={switching} name={jobName} />
    </PageCard>
  );
}
