import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/use-localized-path';

/**
 * Inline marks allowed in the information texts, so that translators write plain strings and no
 * HTML ever comes from a locale file: **bold**, `code` and [label](target), where the target is an
 * in-app path ("/politica-retur", kept under the visitor's /ro or /en prefix), "mailto:", "tel:" or
 * "https://".
 */
const MARKS = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export const linkClass =
  'font-semibold text-brand underline decoration-brand/40 underline-offset-4 transition-colors hover:decoration-brand print:text-ink print:no-underline';

function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  const localizedPath = useLocalizedPath();
  if (href.startsWith('/')) {
    return (
      <Link to={localizedPath(href)} className={linkClass}>
        {children}
      </Link>
    );
  }
  if (/^(mailto:|tel:|https:\/\/)/.test(href)) {
    const external = href.startsWith('https://');
    return (
      <a href={href} className={linkClass} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  // An unknown scheme is shown as text rather than linked.
  return <>{children}</>;
}

/** The text as a reader sees it, marks removed: for a page's description and structured data. */
export function plainText(text: string): string {
  return text.replace(
    MARKS,
    (_whole, bold?: string, code?: string, label?: string) => bold ?? code ?? label ?? '',
  );
}

export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    const [whole, bold, code, label, href] = match;
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    if (bold !== undefined) {
      parts.push(
        <strong key={index} className="font-semibold text-ink">
          {bold}
        </strong>,
      );
    } else if (code !== undefined) {
      parts.push(
        <code key={index} className="rounded bg-sage-100 px-1.5 py-0.5 font-mono text-[0.875em] text-ink">
          {code}
        </code>,
      );
    } else if (label !== undefined && href !== undefined) {
      parts.push(
        <InlineLink key={index} href={href}>
          {label}
        </InlineLink>,
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
