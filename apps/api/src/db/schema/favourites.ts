import { index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt } from './columns';

/** A signed-in customer's favourite products; guests keep theirs in the browser. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourites_user_product_unique').on(t.userId, t.productId),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
    index('favourites_product_idx').on(t.productId),
  ],
);
