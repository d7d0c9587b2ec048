// D1 schema (drizzle). Migrations in /migrations are generated from this file with `npm run db:generate`.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Community submissions (spec section 3, "Submission"); column names are the spec's. */
export const submissions = sqliteTable(
  "submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content_type: text("content_type", { enum: ["story", "event", "gem", "shop"] }).notNull(),
    city: text("city").notNull(),
    location: text("location").notNull(),
    /** ISO yyyy-mm-dd or null. */
    date: text("date"),
    /** One comma-separated string, as the spec stores it. */
    tags: text("tags").notNull().default(""),
    promotion_tier: text("promotion_tier", { enum: ["none", "basic", "pro"] }).notNull().default("none"),
    /** Whole dollars, decided by the server from the tier. */
    price: integer("price").notNull().default(0),
    submitter_name: text("submitter_name").notNull(),
    submitter_email: text("submitter_email").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    /** ISO 8601 timestamps (UTC), set by the server. */
    created_at: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    reviewed_at: text("reviewed_at"),
    reviewed_by: text("reviewed_by"),
    published_at: text("published_at"),
    /** Key of the submission's image in the UPLOADS R2 bucket, or null (beyond the spec, which had none). */
    image_key: text("image_key"),
  },
  (table) => [
    // The admin list: items of one status, newest first.
    index("submissions_status_created_at_idx").on(table.status, table.created_at),
    index("submissions_created_at_idx").on(table.created_at),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;

/** Newsletter signups (beyond the spec, which sent nothing). One row per address. */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased, so the unique index makes addresses unique case-insensitively. */
    email: text("email").notNull(),
    created_at: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(table.email),
    check("newsletter_subscribers_email_lower", sql`${table.email} = lower(${table.email})`),
  ],
);
