import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitizeRichText } from '../lib/sanitize-html';
import { demoBlogCategories, demoBlogPosts } from './demo-blog';

const words = (html: string) => htmlToPlainText(html).split(' ').filter(Boolean).length;

describe('demo blog', () => {
  it('has at least 8 posts in 3-5 categories, with unique slugs', () => {
    expect(demoBlogPosts.length).toBeGreaterThanOrEqual(8);
    expect(demoBlogCategories.length).toBeGreaterThanOrEqual(3);
    expect(demoBlogCategories.length).toBeLessThanOrEqual(5);
    const slugs = demoBlogPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const post of demoBlogPosts) {
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(
        demoBlogCategories.some((c) => c.slug === post.categorySlug),
        post.slug,
      ).toBe(true);
    }
  });

  it('writes every body in both languages, 300-600 words, with subheadings and lists', () => {
    for (const post of demoBlogPosts) {
      for (const body of [post.body, post.bodyEn]) {
        const count = words(body);
        expect(count, `${post.slug}: ${count} words`).toBeGreaterThanOrEqual(300);
        expect(count, `${post.slug}: ${count} words`).toBeLessThanOrEqual(600);
        expect(body.match(/<h2>/g)?.length ?? 0, post.slug).toBeGreaterThanOrEqual(3);
        expect(body, post.slug).toMatch(/<(ul|ol)>/);
      }
      for (const text of [
        post.title,
        post.titleEn,
        post.excerpt,
        post.excerptEn,
        post.metaDescription,
        post.metaDescriptionEn,
      ]) {
        expect(text.trim().length, post.slug).toBeGreaterThan(10);
      }
      expect(post.metaDescription.length, post.slug).toBeLessThanOrEqual(170);
      expect(post.metaDescriptionEn.length, post.slug).toBeLessThanOrEqual(170);
    }
  });

  it('uses Romanian diacritics with the comma below, never the cedilla forms', () => {
    for (const post of demoBlogPosts) {
      const romanian = [post.title, post.excerpt, post.body, post.metaTitle, post.metaDescription].join(' ');
      expect(romanian, post.slug).not.toMatch(/[şţŞŢ]/);
      expect(romanian, post.slug).toMatch(/[ăâîșț]/);
    }
  });

  it('needs nothing removed by the sanitizer', () => {
    for (const post of demoBlogPosts) {
      expect(htmlToPlainText(sanitizeRichText(post.body))).toBe(htmlToPlainText(post.body));
      expect(sanitizeRichText(post.bodyEn).replace(/\s/g, '')).toBe(post.bodyEn.replace(/\s/g, ''));
    }
  });

  it('spreads the posts over 2026, none in the future of the demo', () => {
    for (const post of demoBlogPosts) {
      expect(post.publishedAt.startsWith('2026-'), post.slug).toBe(true);
      expect(Date.parse(post.publishedAt)).toBeLessThan(Date.UTC(2026, 10, 15));
    }
    const months = new Set(demoBlogPosts.map((p) => p.publishedAt.slice(5, 7)));
    expect(months.size).toBe(demoBlogPosts.length);
  });
});
