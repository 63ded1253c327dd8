import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { faqGroupId, type FaqGroup } from './faq-groups';
import { RichText } from './rich-text';

/**
 * The FAQ as Radix accordions, one per topic: each question is a button (Enter/Space toggles,
 * arrows move between questions) inside an h3 under the topic's h2; several can stay open. Every
 * answer is in the HTML, closed ones hidden by CSS rather than left out, so search engines read
 * them; without JavaScript (where the buttons could not open them) they are all shown.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.key} id={faqGroupId(group.key)} className="scroll-mt-32">
          <h2 className="mb-3 text-xl font-bold tracking-tight text-ink">{group.title}</h2>
          <Accordion.Root
            type="multiple"
            className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface"
          >
            {group.items.map((item) => (
              <Accordion.Item key={item.key} value={item.key}>
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-ink transition-colors hover:bg-sage-50 focus-visible:-outline-offset-2 sm:px-5">
                      {item.question}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-brand transition-transform duration-200 group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content
                  forceMount
                  className="px-4 pb-5 leading-7 text-ink data-[state=closed]:scripting:hidden sm:px-5"
                >
                  <p className="max-w-[70ch]">
                    <RichText text={item.answer} />
                  </p>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      ))}
    </div>
  );
}
