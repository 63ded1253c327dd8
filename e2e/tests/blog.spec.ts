import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The blog: its index from the header, a category, a post with its related posts and products. */

type Post = { slug: string; title: string; category: { slug: string; name: string } | null };
type PostDetail = Post & {
  reading_minutes: number;
  related_posts: Post[];
  related_products: { slug: string; titlu: string }[];
};

async function postWithProducts(request: APIRequestContext): Promise<PostDetail> {
  const list = (await (await request.get('/api/blog/posts/?page_size=50')).json()) as { results: Post[] };
  for (const post of list.results) {
    const detail = (await (await request.get(`/api/blog/posts/${post.slug}/`)).json()) as PostDetail;
    if (detail.related_products.length > 0 && detail.category) return detail;
  }
  throw new Error('The demo blog has a post with products and a category');
}

test.describe('blog', () => {
  test('a reader goes from the header to the blog, filters a category, reads a post and opens a product', async ({
    page,
    request,
    axe,
  }) => {
    const post = await postWithProducts(request);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navigare principală' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blog: sfaturi de îngrijire a pielii' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Blog: sfaturi de îngrijire a pielii | Salvia');
    await axe();

    const filter = page.getByRole('navigation', { name: 'Categorii de articole' });
    await filter.getByRole('link', { name: new RegExp(`^${post.category!.name} \\(`) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${post.category!.slug}$`));
    await expect(filter.getByRole('link', { name: new RegExp(`^${post.category!.name}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: post.title, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${post.reading_minutes} (de )?minut`))).toBeVisible();
    const related = page.getByRole('region', { name: 'Articole asemănătoare' });
    await expect(related.getByRole('listitem')).toHaveCount(post.related_posts.length);
    const products = page.getByRole('region', { name: 'Produse recomandate în articol' });
    await expect(products.getByRole('heading', { name: post.related_products[0]!.titlu })).toBeVisible();
    await axe();

    await products.getByRole('link', { name: post.related_products[0]!.titlu }).first().click();
    await expect(page).toHaveURL(new RegExp(`/produs/${post.related_products[0]!.slug}$`));
  });

  test("the home's blog cards lead to their posts, in English too", async ({ page, request }) => {
    const newest = (await (await request.get('/api/blog/posts/?page_size=1')).json()) as {
      results: (Post & { title_en: string })[];
    };
    const post = newest.results[0]!;
    await page.goto('/en');
    const blog = page.getByRole('region', { name: 'From the blog' });
    await blog.getByRole('link', { name: post.title_en }).click();
    await expect(page).toHaveURL(new RegExp(`/en/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title_en })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/en/blog');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu leads to the blog, and the pages pass axe', async ({ page, axe }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Deschide meniul' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Blog' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Blog: sfaturi de îngrijire a pielii' }),
      ).toBeVisible();
      await axe();
      await page.getByRole('article').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await axe();
    });
  });

  test('an unknown post answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/blog/nu-exista-articolul');
    expect(response.status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the index and a post are in the HTML, with working links', async ({ page, request }) => {
      const post = await postWithProducts(request);
      await page.goto('/blog');
      await page.getByRole('link', { name: post.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: post.related_products[0]!.titlu })).toBeVisible();
    });
  });
});
