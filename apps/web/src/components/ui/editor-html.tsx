import { cn } from '@/lib/cn';

// A small "prose": the editor's HTML (paragraphs, lists, emphasis, headings, links) in the shop's type.
const PROSE = [
  'leading-relaxed text-ink',
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_li::marker]:text-brand [&_strong]:font-semibold [&_b]:font-semibold [&_em]:italic',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-bold',
  '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4',
  '[&_table]:my-3 [&_table]:w-full [&_td]:border-b [&_td]:border-line [&_td]:py-1.5 [&_th]:text-left',
].join(' ');

/**
 * HTML written in the admin editor (product descriptions, blog posts). The server sanitises it with an allowlist when it is saved
 * (architecture §2), so it is rendered as it comes.
 */
export function EditorHtml({
  html,
  size = 'base',
  className,
}: {
  html: string;
  /** `base` in a measure's width (a product's tabs); `article` larger, filling its column (a blog post). */
  size?: 'base' | 'article';
  className?: string;
}) {
  const sizeClass =
    size === 'article'
      ? 'text-lg [&_h2]:text-2xl [&_h3]:text-xl'
      : 'max-w-prose text-base [&_h2]:text-xl [&_h3]:text-lg';
  return <div className={cn(PROSE, sizeClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
