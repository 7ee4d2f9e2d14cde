CREATE TABLE "consultation_analyses" (
	"consultation_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"group_of" jsonb NOT NULL,
	"separation" jsonb NOT NULL,
	"covers" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consultation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"agrees" integer DEFAULT 0 NOT NULL,
	"disagrees" integer DEFAULT 0 NOT NULL,
	"passes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_votes" (
	"statement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"consultation_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_votes_statement_id_user_id_pk" PRIMARY KEY("statement_id","user_id"),
	CONSTRAINT "consultation_votes_vote" CHECK ("consultation_votes"."vote" IN (-1, 0, 1))
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_analyses" ADD CONSTRAINT "consultation_analyses_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_statements" ADD CONSTRAINT "consultation_statements_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_statements" ADD CONSTRAINT "consultation_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_votes" ADD CONSTRAINT "consultation_votes_statement_id_consultation_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."consultation_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_votes" ADD CONSTRAINT "consultation_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_votes" ADD CONSTRAINT "consultation_votes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_statements_consultation_idx" ON "consultation_statements" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "consultation_votes_person_idx" ON "consultation_votes" USING btree ("consultation_id","user_id");--> statement-breakpoint
CREATE INDEX "consultation_votes_updated_idx" ON "consultation_votes" USING btree ("consultation_id","updated_at");--> statement-breakpoint
CREATE INDEX "consultations_event_idx" ON "consultations" USING btree ("event_id");