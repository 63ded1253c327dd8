import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type BlogCoverMotif, blogCoverSvg, renderBlogCover } from './blog-images';
import { demoBlogPosts } from './demo-blog';

const MOTIFS: BlogCoverMotif[] = [
  'layers',
  'ripples',
  'drops',
  'sun',
  'bubbles',
  'citrus',
  'leaves',
  'honeycomb',
];

describe('renderBlogCover', () => {
  it('renders every motif as a 16:9 WebP', async () => {
    await Promise.all(
      MOTIFS.map(async (motif) => {
        const meta = await sharp(await renderBlogCover({ motif, variant: 1 }, 320)).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 320, height: 180 });
      }),
    );
  });

  it('is 1200 × 675 by default', async () => {
    const meta = await sharp(await renderBlogCover({ motif: 'sun', variant: 2 })).metadata();
    expect(meta).toMatchObject({ width: 1200, height: 675 });
  });

  it('is deterministic and every demo post has a different picture', () => {
    expect(blogCoverSvg({ motif: 'honeycomb', variant: 3 })).toBe(
      blogCoverSvg({ motif: 'honeycomb', variant: 3 }),
    );
    const pictures = new Set(demoBlogPosts.map((post) => blogCoverSvg(post.cover)));
    expect(pictures.size).toBe(demoBlogPosts.length);
  });
});
