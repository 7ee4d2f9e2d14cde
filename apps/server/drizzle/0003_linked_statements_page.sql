DROP INDEX "statements_event_idx";--> statement-breakpoint
CREATE INDEX "statements_event_idx" ON "statements" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);