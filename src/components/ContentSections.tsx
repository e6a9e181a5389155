/**
 * The sections of a content page from the API (headings and paragraphs). A section with an `anchor`
 * can be linked to (`/marktplatz-informationen#ranking`); a paragraph may link to another page of
 * the shop as `[label](/path)` — only paths within the shop, anything else stays text.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentSection } from '../shared/types';

const INTERNAL_LINK = /\[([^\]\n]+)\]\((\/[a-z0-9\-/#]*)\)/g;

/** The paragraph's text with its `[label](/path)` links as router links. */
export function linkedText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INTERNAL_LINK)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={match.index} to={match[2]!}>
        {match[1]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}

export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={index} id={section.anchor} className="content-section">
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>
              {linkedText(paragraph).map((part, partIndex) => (
                <Fragment key={partIndex}>{part}</Fragment>
              ))}
            </p>
          ))}
        </section>
      ))}
    </>
  );
}
