import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ContentBlock, ContentSection } from '../content-blocks';
import { RichText } from './rich-text';

export function ContentBlocks({ blocks, className }: { blocks: ContentBlock[]; className?: string }) {
  return (
    <div className={cn('space-y-4 text-base leading-7 text-ink', className)}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={index}>
                <RichText text={block.text} />
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            );
          case 'steps':
            return (
              <ol key={index} className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <RichText text={item} />
                  </li>
                ))}
              </ol>
            );
          case 'note':
            return (
              <p
                key={index}
                className="rounded-r-card border-l-4 border-brand bg-sage-50 px-4 py-3 print:border print:bg-transparent"
              >
                <RichText text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}

type ContentSectionsProps = {
  sections: ContentSection[];
  /** Extra content shown at the end of a section, by the section's key. */
  extras?: Partial<Record<string, ReactNode>>;
  /** Policies number their sections like the table of contents does. */
  numbered?: boolean;
  className?: string;
};

/** Titled sections of a long text; each id is an anchor of the table of contents. */
export function ContentSections({ sections, extras, numbered = true, className }: ContentSectionsProps) {
  return (
    <div className={cn('space-y-10 sm:space-y-12', className)}>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="scroll-mt-32">
          <h2 className="mb-4 text-xl font-bold tracking-tight text-ink break-after-avoid">
            {numbered ? <span className="mr-2 text-brand tabular-nums">{index + 1}.</span> : null}
            {section.title}
          </h2>
          <ContentBlocks blocks={section.blocks} />
          {extras?.[section.key] ? <div className="mt-6">{extras[section.key]}</div> : null}
        </section>
      ))}
    </div>
  );
}
