/**
 * Timed tasks (System → Timed tasks, component 'Timing'; eladmin's Quartz job page): two tabs, the tasks and the
 * execution log. A task's log button opens the log filtered to that task.
 */
import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { PageCard } from '@shared/ui/page-card';
import { useTimingT } from './i18n/timing-locale';
import { LogPanel, type LogTaskFilter } from './logs/log-panel';
import { TasksPanel } from './tasks/tasks-panel';

export function TimingPage() {
  const { ft } = useTimingT();
  const [tab, setTab] = useState<'tasks' | 'log'>('tasks');
  const [logTask, setLogTask] = useState<LogTaskFilter | null>(null);
  return (
    <PageCard title={ft('title')} help={ft('help')}>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as 'tasks' | 'log')} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="tasks">{ft('tabs.tasks')}</Tabs.Trigger>
          <Tabs.Trigger value="log">{ft('tabs.log')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tasks">
          <TasksPanel
            onShowLog={(task) => {
              setLogTask({ id: task.id, name: task.jobName });
              setTab('log');
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="log">
          <LogPanel task={logTask} onClearTask={() => setLogTask(null)} />
        </Tabs.Content>
      </Tabs.Root>
    </PageCard>
  );
}
