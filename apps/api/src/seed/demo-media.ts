import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
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
 * Puts the demo images that are not in `mediaDir` yet there, and answers how many it wrote. Each
 * is copied from `prerenderedDir` when the build drew it there (`npm run build`), else drawn now:
 * drawing all of them costs about a minute of CPU, which every first start of a fresh data folder
 * (each test server) would otherwise pay again. A few are drawn at a time: sharp is CPU-bound and
 * the machine may be small.
 */
export async function writeDemoMedia(
  mediaDir: string,
  options: { prerenderedDir?: string; concurrency?: number } = {},
): Promise<number> {
  const missing = demoImages().filter((image) => !existsSync(path.join(mediaDir, image.file)));
  const folders = new Set(missing.map((image) => path.dirname(path.join(mediaDir, image.file))));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const image = missing[next++]!;
      const target = path.join(mediaDir, image.file);
      const prerendered = options.prerenderedDir && path.join(options.prerenderedDir, image.file);
      // Write then rename, so a crash never leaves a half-written image that looks complete.
      if (prerendered && existsSync(prerendered)) await fs.copyFile(prerendered, `${target}.tmp`);
      else await fs.writeFile(`${target}.tmp`, await image.render());
      await fs.rename(`${target}.tmp`, target);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, missing.length) }, worker));
  return missing.length;
}
