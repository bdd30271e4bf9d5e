ALTER TABLE "sow_versions" ADD COLUMN "inputs" json;--> statement-breakpoint
ALTER TABLE "sow_versions" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "sow_versions" ADD CONSTRAINT "sow_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sow_versions_order_idx" ON "sow_versions" USING btree ("order_id");