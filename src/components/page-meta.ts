/** Sets document.title and the meta description of the current page (rule in src/lib/page-title.ts). */
import { useEffect } from 'react';
import { buildDocumentTitle, buildMetaDescription } from '../lib/page-title';
import { useSite } from '../lib/site-context';

function metaDescriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.appendChild(element);
  }
  return element;
}

/** Call once per page with its title and meta description (null: the site defaults). */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  const { messages } = useSite();
  const documentTitle = buildDocumentTitle(title, messages);
  const metaDescription = buildMetaDescription(description, messages);
  useEffect(() => {
    document.title = documentTitle;
    metaDescriptionElement().content = metaDescription;
  }, [documentTitle, metaDescription]);
}
