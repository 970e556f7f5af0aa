CREATE TABLE "app_settings" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "depts" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"sub_count" integer DEFAULT 0 NOT NULL,
	"name" varchar(255) NOT NULL,
	"dept_sort" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" integer NOT NULL,
	"label" varchar(255) NOT NULL,
	"value" varchar(255) NOT NULL,
	"dict_sort" integer DEFAULT 999 NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(255),
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dicts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"job_sort" integer DEFAULT 999 NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"sub_count" integer DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"title" varchar(255) NOT NULL,
	"component_name" varchar(255),
	"component" varchar(255),
	"menu_sort" integer DEFAULT 999 NOT NULL,
	"icon" varchar(255),
	"path" varchar(255),
	"i_frame" boolean DEFAULT false NOT NULL,
	"cache" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"permission" varchar(255),
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_title_unique" UNIQUE("title"),
	CONSTRAINT "menus_component_name_unique" UNIQUE("component_name")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"level" integer DEFAULT 3 NOT NULL,
	"description" varchar(255),
	"data_scope" varchar(16) DEFAULT 'own' NOT NULL,
	"permission" varchar(255),
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "roles_depts" (
	"role_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	CONSTRAINT "roles_depts_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "roles_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "roles_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"dept_id" integer,
	"username" varchar(64) NOT NULL,
	"nick_name" varchar(255) NOT NULL,
	"gender" varchar(16),
	"phone" varchar(32),
	"email" varchar(255),
	"avatar_name" varchar(255),
	"avatar_path" varchar(255),
	"password" varchar(255) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"pwd_reset_time" timestamp with time zone,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "users_jobs" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	CONSTRAINT "users_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "users_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "users_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "dict_details" ADD CONSTRAINT "dict_details_dict_id_dicts_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."dicts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles_depts" ADD CONSTRAINT "roles_depts_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles_depts" ADD CONSTRAINT "roles_depts_dept_id_depts_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."depts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles_menus" ADD CONSTRAINT "roles_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles_menus" ADD CONSTRAINT "roles_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dept_id_depts_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."depts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_jobs" ADD CONSTRAINT "users_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_jobs" ADD CONSTRAINT "users_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "depts_pid_idx" ON "depts" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "dict_details_dict_id_idx" ON "dict_details" USING btree ("dict_id");--> statement-breakpoint
CREATE INDEX "menus_pid_idx" ON "menus" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "roles_menus_menu_id_idx" ON "roles_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "users_dept_id_idx" ON "users" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "users_roles_role_id_idx" ON "users_roles" USING btree ("role_id");