CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"ran_by" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_runs_job_period_start_pk" PRIMARY KEY("job","period_start")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_waiting_idx" ON "mail_outbox" USING btree ("available_at") WHERE "mail_outbox"."sent_at" IS NULL AND "mail_outbox"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");