import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A range of dates (`[first, last)`), as PostgreSQL prints it: "[2026-11-01,2026-11-05)". */
export const daterange = customType<{ data: string }>({
  dataType: () => 'daterange',
});

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
