import { createContext, useContext, useEffect } from 'react';
import type { RenderedHead } from '@shop/shared/server-render';

/**
 * Where a server render notes the head its page declares (useDocumentHead); provided by the server
 * renderer only. The server puts it in the HTML, so crawlers and link previews read each page's own
 * title and description without running JavaScript.
 */
export const RenderedHeadContext = createContext<((head: RenderedHead) => void) | null>(null);

export type DocumentHead = {
  /** The whole tab title, brand included. */
  title: string;
  /** The title without the brand, for link previews; the title unless told. */
  socialTitle?: string;
  /** A sentence or two about the page; shortened to what search results show. */
  description: string;
  jsonLd?: object[];
  noindex?: boolean;
};

/** What search results show of a description; longer ones end at a word with an ellipsis. */
const DESCRIPTION_LENGTH = 160;

export function shortDescription(text: string, length = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut;
  return `${atWord.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Sets the tab title while a page is shown (the server sets it for the first load). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The page's title and description (and structured data): during a server render they are noted
 * for the document's head; in the browser the tab title and the description follow the page.
 */
export function useDocumentHead(head: DocumentHead): void {
  const noteHead = useContext(RenderedHeadContext);
  const description = shortDescription(head.description);
  if (noteHead) {
    // Rendering on the server, once per request: the page (rendered after the layout) has the last word.
    noteHead({
      title: head.title,
      socialTitle: head.socialTitle ?? head.title,
      description,
      ...(head.jsonLd ? { jsonLd: head.jsonLd } : {}),
      ...(head.noindex ? { noindex: true } : {}),
    });
  }
  useDocumentTitle(head.title);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
