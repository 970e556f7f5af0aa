-- Seeded names and descriptions become `seed:key` texts the console shows in the reader's language (seed-data.ts).
-- Only rows the seed wrote (create_by 'system') still holding the English text they were seeded with: a row an
-- administrator renamed keeps its typed name.
UPDATE "depts" SET "name" = 'seed:dept.guildHq' WHERE "create_by" = 'system' AND "name" = 'Guild HQ' AND "pid" IS NULL;--> statement-breakpoint
UPDATE "depts" SET "name" = 'seed:dept.operations' WHERE "create_by" = 'system' AND "name" = 'Operations';--> statement-breakpoint
UPDATE "depts" SET "name" = 'seed:dept.recruitment' WHERE "create_by" = 'system' AND "name" = 'Recruitment';--> statement-breakpoint
UPDATE "depts" SET "name" = 'seed:dept.liveOperations' WHERE "create_by" = 'system' AND "name" = 'Live operations';--> statement-breakpoint
UPDATE "depts" SET "name" = 'seed:dept.liveTeamAlpha' WHERE "create_by" = 'system' AND "name" = 'Live team Alpha';--> statement-breakpoint
UPDATE "depts" SET "name" = 'seed:dept.liveTeamBeta' WHERE "create_by" = 'system' AND "name" = 'Live team Beta';--> statement-breakpoint
UPDATE "jobs" SET "name" = 'seed:job.guildManager' WHERE "create_by" = 'system' AND "name" = 'Guild manager';--> statement-breakpoint
UPDATE "jobs" SET "name" = 'seed:job.operator' WHERE "create_by" = 'system' AND "name" = 'Operator';--> statement-breakpoint
UPDATE "jobs" SET "name" = 'seed:job.recruiter' WHERE "create_by" = 'system' AND "name" = 'Recruiter';--> statement-breakpoint
UPDATE "jobs" SET "name" = 'seed:job.reviewer' WHERE "create_by" = 'system' AND "name" = 'Reviewer';--> statement-breakpoint
UPDATE "roles" SET "name" = 'seed:role.superAdmin' WHERE "create_by" = 'system' AND "name" = 'Super admin';--> statement-breakpoint
UPDATE "roles" SET "description" = 'seed:role.superAdminDescription' WHERE "create_by" = 'system' AND "description" = 'Everything, every department';--> statement-breakpoint
UPDATE "roles" SET "name" = 'seed:role.operator' WHERE "create_by" = 'system' AND "name" = 'Operator';--> statement-breakpoint
UPDATE "roles" SET "description" = 'seed:role.operatorDescription' WHERE "create_by" = 'system' AND "description" = 'Day-to-day operations within the own department';--> statement-breakpoint
UPDATE "timed_tasks" SET "job_name" = 'seed:task.cleanExpiredSessions' WHERE "task_name" = 'cleanExpiredSessions' AND "job_name" = 'Clean expired sessions';--> statement-breakpoint
UPDATE "timed_tasks" SET "description" = 'seed:task.cleanExpiredSessionsDescription' WHERE "task_name" = 'cleanExpiredSessions' AND "description" = 'Every hour: removes online sessions whose time is up.';--> statement-breakpoint
UPDATE "timed_tasks" SET "job_name" = 'seed:task.aggregateDailyLiveStats' WHERE "task_name" = 'aggregateDailyLiveStats' AND "job_name" = 'Aggregate daily live statistics';--> statement-breakpoint
UPDATE "timed_tasks" SET "description" = 'seed:task.aggregateDailyLiveStatsDescription' WHERE "task_name" = 'aggregateDailyLiveStats' AND "description" = 'Every day at 00:05: sums yesterday''s monitored live sessions per streamer.';--> statement-breakpoint
UPDATE "timed_tasks" SET "job_name" = 'seed:task.purgeOldLogs' WHERE "task_name" = 'purgeOldLogs' AND "job_name" = 'Purge old logs';--> statement-breakpoint
UPDATE "timed_tasks" SET "description" = 'seed:task.purgeOldLogsDescription' WHERE "task_name" = 'purgeOldLogs' AND "description" = 'Every Sunday at 03:00: deletes operation and task logs older than 90 days.';--> statement-breakpoint
UPDATE "timed_tasks" SET "job_name" = 'seed:task.sweepAnimationUploads' WHERE "task_name" = 'sweepAnimationUploads' AND "job_name" = 'Sweep unused animation uploads';--> statement-breakpoint
UPDATE "timed_tasks" SET "description" = 'seed:task.sweepAnimationUploadsDescription' WHERE "task_name" = 'sweepAnimationUploads' AND "description" = 'Every day at 04:30: deletes uploaded animation files that no animation uses and that are older than a day.';--> statement-breakpoint
UPDATE "timed_task_logs" SET "job_name" = 'seed:task.cleanExpiredSessions' WHERE "job_name" = 'Clean expired sessions';--> statement-breakpoint
UPDATE "timed_task_logs" SET "job_name" = 'seed:task.aggregateDailyLiveStats' WHERE "job_name" = 'Aggregate daily live statistics';--> statement-breakpoint
UPDATE "timed_task_logs" SET "job_name" = 'seed:task.purgeOldLogs' WHERE "job_name" = 'Purge old logs';--> statement-breakpoint
UPDATE "timed_task_logs" SET "job_name" = 'seed:task.sweepAnimationUploads' WHERE "job_name" = 'Sweep unused animation uploads';
