/** The sections of a content page from the API (headings and paragraphs). */
import type { ContentSection } from '../shared/types';

export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={index} className="content-section">
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}
