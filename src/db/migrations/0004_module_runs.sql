CREATE TABLE "module_executions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"module_instance_id" uuid NOT NULL,
	"module_type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"result_id" uuid,
	"started_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "module_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"module_instance_id" uuid NOT NULL,
	"module_type" text NOT NULL,
	"execution_id" uuid NOT NULL,
	"data_version" text NOT NULL,
	"model_version" text NOT NULL,
	"data" jsonb NOT NULL,
	"analyzed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "module_executions" ADD CONSTRAINT "module_executions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_executions" ADD CONSTRAINT "module_executions_module_instance_id_module_instances_id_fk" FOREIGN KEY ("module_instance_id") REFERENCES "public"."module_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_results" ADD CONSTRAINT "module_results_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_results" ADD CONSTRAINT "module_results_module_instance_id_module_instances_id_fk" FOREIGN KEY ("module_instance_id") REFERENCES "public"."module_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_results" ADD CONSTRAINT "module_results_execution_id_module_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."module_executions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_executions_instance_idx" ON "module_executions" USING btree ("module_instance_id","started_at");