import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, staffRoles, users } from '../db/schema/accounts';
import {
  categories,
  productCategories,
  productOptions,
  productOptionValues,
  products,
  productTags,
  productVariantValues,
  reviews,
  tags,
} from '../db/schema/catalog';
import { appMeta } from '../db/schema/system';
import { hashPassword } from '../modules/accounts/passwords';
import {
  DEMO_SIZE_OPTION,
  demoCategories,
  demoProducts,
  demoReviews,
  demoTags,
  demoVariants,
  type DemoProduct,
} from './demo-catalog';

const SEEDED_KEY = 'demo_catalog_seeded_at';
export const PRODUCT_IMAGE_SIZE = 800;
export const CATEGORY_IMAGE_SIZE = 480;

export const productImagePaths = (product: Pick<DemoProduct, 'slug' | 'imageCount'>) =>
  Array.from({ length: product.imageCount }, (_, index) => `products/${product.slug}-${index + 1}.webp`);
export const categoryImagePath = (slug: string) => `categories/${slug}.webp`;

/** Demo accounts; their passwords are random, so a demo install has no known credentials. */
export const DEMO_USERS = [
  {
    username: 'personal',
    email: 'personal@example.ro',
    firstName: 'Ioana',
    lastName: 'Marin',
    isStaff: true,
  },
  {
    username: 'ana.popescu',
    email: 'ana.popescu@example.ro',
    firstName: 'Ana',
    lastName: 'Popescu',
    isStaff: false,
  },
  {
    username: 'mihai.ionescu',
    email: 'mihai.ionescu@example.ro',
    firstName: 'Mihai',
    lastName: 'Ionescu',
    isStaff: false,
  },
] as const;

/**
 * The sizes of the products sold in sizes (docs/decisions/060): one option, its values, and a
 * variant row per size with its value. The parents' price and stock follow by trigger.
 */
async function seedDemoVariants(tx: Parameters<Parameters<Database['transaction']>[0]>[0]): Promise<void> {
  if (demoVariants.length === 0) return;
  await tx.insert(products).values(
    demoVariants.map((v) => {
      const parent = demoProducts.find((p) => p.id === v.parentId)!;
      return {
        id: v.id,
        parentId: v.parentId,
        slug: v.slug,
        title: v.title,
        titleEn: v.titleEn,
        sku: v.sku,
        ean: v.ean,
        price: v.priceBani,
        discountedPrice: v.discountedPriceBani,
        vatRate: parent.vatRate,
        stock: v.stock,
        netQuantity: v.netQuantity,
        unit: v.unit,
        weightGrams: v.weightGrams,
        createdAt: new Date(parent.createdAt),
        updatedAt: new Date(parent.createdAt),
      };
    }),
  );
  const parentIds = [...new Set(demoVariants.map((v) => v.parentId))];
  const options = await tx
    .insert(productOptions)
    .values(parentIds.map((productId) => ({ productId, position: 0, ...DEMO_SIZE_OPTION })))
    .returning({ id: productOptions.id, productId: productOptions.productId });
  const optionOf = new Map(options.map((option) => [option.productId, option.id]));
  const values = await tx
    .insert(productOptionValues)
    .values(
      demoVariants.map((v) => ({
        optionId: optionOf.get(v.parentId)!,
        position: demoVariants.filter((other) => other.parentId === v.parentId).indexOf(v),
        value: v.value,
        valueEn: v.value,
      })),
    )
    .returning({
      id: productOptionValues.id,
      optionId: productOptionValues.optionId,
      value: productOptionValues.value,
    });
  await tx.insert(productVariantValues).values(
    demoVariants.map((v) => {
      const optionId = optionOf.get(v.parentId)!;
      const value = values.find((row) => row.optionId === optionId && row.value === v.value)!;
      return { variantId: v.id, optionId, valueId: value.id };
    }),
  );
}

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  return rows.length > 0;
}

/**
 * Writes the demo catalogue, its reviews and the demo accounts in one transaction, once per
 * database: a marker row makes later starts keep whatever the shop owner changed since.
 */
export async function seedDemoCatalog(db: Database): Promise<boolean> {
  if (await isDemoSeeded(db)) return false;
  const passwordHashes = await Promise.all(
    DEMO_USERS.map(() => hashPassword(randomBytes(24).toString('base64url'))),
  );
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    // Parents before children: insert level by level.
    let pending = [...demoCategories];
    while (pending.length > 0) {
      const ready = pending.filter((c) => c.parentSlug === null || categoryIds.has(c.parentSlug));
      if (ready.length === 0) throw new Error('Demo categories have a missing or circular parent');
      const inserted = await tx
        .insert(categories)
        .values(
          ready.map((c) => ({
            name: c.name,
            nameEn: c.nameEn,
            slug: c.slug,
            parentId: c.parentSlug === null ? null : categoryIds.get(c.parentSlug)!,
            sortNumber: c.sortNumber,
            imagePath: categoryImagePath(c.slug),
          })),
        )
        .returning({ id: categories.id, slug: categories.slug });
      for (const row of inserted) categoryIds.set(row.slug, row.id);
      pending = pending.filter((c) => !categoryIds.has(c.slug));
    }

    const tagRows = await tx
      .insert(tags)
      .values(demoTags.map((t) => ({ name: t.name, nameEn: t.nameEn, slug: t.slug })))
      .returning({ id: tags.id, slug: tags.slug });
    const tagIds = new Map(tagRows.map((row) => [row.slug, row.id]));

    await tx.insert(products).values(
      demoProducts.map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        titleEn: p.titleEn,
        description: p.description,
        descriptionEn: p.descriptionEn,
        additionalInfo: p.additionalInfo,
        additionalInfoEn: p.additionalInfoEn,
        metaTitle: p.metaTitle,
        metaTitleEn: p.metaTitleEn,
        metaDescription: p.metaDescription,
        metaDescriptionEn: p.metaDescriptionEn,
        sku: p.sku,
        price: p.priceBani,
        discountedPrice: p.discountedPriceBani,
        vatRate: p.vatRate,
        stock: p.stock,
        netQuantity: p.netQuantity,
        unit: p.unit,
        weightGrams: p.weightGrams,
        note: p.note,
        noteEn: p.noteEn,
        images: productImagePaths(p),
        createdAt: new Date(p.createdAt),
        updatedAt: new Date(p.createdAt),
      })),
    );
    await seedDemoVariants(tx);
    // Ids were given explicitly; new products continue after them.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
    );

    await tx.insert(productCategories).values(
      demoProducts.flatMap((p) =>
        p.categorySlugs.map((slug, position) => ({
          productId: p.id,
          categoryId: categoryIds.get(slug)!,
          position,
        })),
      ),
    );
    await tx
      .insert(productTags)
      .values(
        demoProducts.flatMap((p) =>
          p.tagSlugs.map((slug) => ({ productId: p.id, tagId: tagIds.get(slug)! })),
        ),
      );
    await tx.insert(reviews).values(
      demoReviews.map((r) => ({
        productId: r.productId,
        authorName: r.authorName,
        rating: r.rating,
        comment: r.comment,
        createdAt: new Date(r.createdAt),
        moderatedAt: new Date(r.createdAt),
      })),
    );
    await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u, index) => ({
          username: u.username,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          isStaff: u.isStaff,
          passwordHash: passwordHashes[index]!,
        })),
      )
      .onConflictDoNothing();
    // The demo's staff account shows a role at work: it runs orders and stock (docs/decisions/055).
    await tx.execute(sql`
      INSERT INTO ${staffRoles} (user_id, role_id)
      SELECT u.id, r.id FROM ${users} u, ${roles} r
      WHERE u.email = ${DEMO_USERS[0].email} AND r.seed_key = 'magazin'
      ON CONFLICT DO NOTHING`);
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
  return true;
}
