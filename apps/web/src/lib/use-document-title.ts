import { useEffect } from 'react';

/** Sets the tab title while a page is shown (the server sets it for the first load). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
