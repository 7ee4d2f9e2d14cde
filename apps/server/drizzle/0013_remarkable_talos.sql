CREATE INDEX "events_event_img_idx" ON "events" USING btree ("event_img");--> statement-breakpoint
CREATE INDEX "events_company_logo_img_idx" ON "events" USING btree ("company_logo_img");--> statement-breakpoint
CREATE INDEX "statement_images_key_idx" ON "statement_images" USING btree ("key");