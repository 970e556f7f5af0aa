CREATE TABLE "operation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_type" varchar(8) NOT NULL,
	"description" varchar(255),
	"method" varchar(255),
	"params" text,
	"request_ip" varchar(64),
	"browser" varchar(255),
	"username" varchar(64),
	"time" integer,
	"status" integer,
	"exception_detail" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timed_task_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer,
	"job_name" varchar(255) NOT NULL,
	"task_name" varchar(128) NOT NULL,
	"params" text,
	"cron_expression" varchar(128),
	"scheduled_at" timestamp with time zone,
	"is_success" boolean,
	"exception_detail" text,
	"time" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timed_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_name" varchar(255) NOT NULL,
	"task_name" varchar(128) NOT NULL,
	"params" text,
	"cron_expression" varchar(128) NOT NULL,
	"is_pause" boolean DEFAULT false NOT NULL,
	"person_in_charge" varchar(128),
	"email" varchar(255),
	"sub_task" varchar(255),
	"pause_after_failure" boolean DEFAULT false NOT NULL,
	"description" varchar(255),
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timed_task_logs" ADD CONSTRAINT "timed_task_logs_task_id_timed_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."timed_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_logs_create_time_idx" ON "operation_logs" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "operation_logs_username_idx" ON "operation_logs" USING btree ("username");--> statement-breakpoint
CREATE INDEX "operation_logs_type_idx" ON "operation_logs" USING btree ("log_type");--> statement-breakpoint
CREATE UNIQUE INDEX "timed_task_logs_tick_unique" ON "timed_task_logs" USING btree ("task_id","scheduled_at") WHERE "timed_task_logs"."scheduled_at" is not null;--> statement-breakpoint
CREATE INDEX "timed_task_logs_create_time_idx" ON "timed_task_logs" USING btree ("create_time");