import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Site-wide settings an administrator can change at run time (tier prices, contact details), one row per
 * key. Values are JSON so each setting keeps its own shape, validated by the feature that owns it.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
