import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PREFIX, type ObjectStorage } from '../lib/storage/object-storage';
import { blogCoverPath } from './blog-seed';
import { renderBlogCover } from './blog-images';
import { demoBlogPosts } from './demo-blog';
import { demoCategories, demoProducts } from './demo-catalog';
import { CATEGORY_IMAGE_SIZE, categoryImagePath, PRODUCT_IMAGE_SIZE, productImagePaths } from './demo-seed';
import { renderCategoryImage, renderProductImage } from './product-images';

/** One demo image: where it goes under the media folder and how it is drawn. */
type DemoImage = { file: string; render: () => Promise<Buffer> };

/** Every image of the demo shop: product photos, category tiles and blog covers. */
export function demoImages(): DemoImage[] {
  return [
    ...demoProducts.flatMap((product) =>
      productImagePaths(product).map((file, index) => ({
        file,
        render: () => renderProductImage(product.image, index, PRODUCT_IMAGE_SIZE),
      })),
    ),
    ...demoCategories.map((category) => ({
      file: categoryImagePath(category.slug),
      render: () => renderCategoryImage(category.image, CATEGORY_IMAGE_SIZE),
    })),
    ...demoBlogPosts.map((post) => ({
      file: blogCoverPath(post.slug),
      render: () => renderBlogCover(post.cover),
    })),
  ];
}

/**
 * Puts the demo images that are not in the storage's `media/` yet there (the data folder or the
 * bucket, docs/decisions/071), and answers how many it wrote. Each
 * is copied from `prerenderedDir` when the build drew it there (`npm run build`), else drawn now:
 * drawing all of them costs about a minute of CPU, which every first start of a fresh data folder
 * (each test server) would otherwise pay again. A few are drawn at a time: sharp is CPU-bound and
 * the machine may be small.
 */
export async function writeDemoMedia(
  storage: ObjectStorage,
  options: {
    prerenderedDir?: string;
    concurrency?: number;
    /** Where the images go in the storage: `media/`, or '' for a folder of them alone (the build). */
    prefix?: string;
  } = {},
): Promise<number> {
  const prefix = options.prefix ?? MEDIA_PREFIX;
  // One listing instead of a question per image (a bucket answers each over the network).
  const present = new Set<string>();
  for await (const object of storage.list(prefix)) present.add(object.key);
  const missing = demoImages().filter((image) => !present.has(`${prefix}${image.file}`));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const image = missing[next++]!;
      const prerendered = options.prerenderedDir && path.join(options.prerenderedDir, image.file);
      const body =
        prerendered && existsSync(prerendered) ? await fs.readFile(prerendered) : await image.render();
      // Written whole (a renamed file, one PUT): a crash never leaves a half-written image.
      await storage.put(`${prefix}${image.file}`, body, { contentType: 'image/webp' });
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, missing.length) }, worker));
  return missing.length;
}
