import { Callout, Prose } from '@beurs/ui';
import { SupportEmail } from '../../company/support-email';
import { PageIntro } from '../../page/page-intro';
import { SectionNav } from '../../page/section-nav';
import { FAQ_HUB, FAQ_LINKS } from '../../routes/site-map';
import type { FaqSection } from './faq-section';

/** Renders one FAQ section: its questions as headings, the answers below, the other sections beside. */
export function FaqSectionPage({ section }: { section: FaqSection }) {
  return (
    <div className="site-container page">
      <PageIntro eyebrow="FAQ" title={section.title} description={section.description} />
      <div className="section-layout">
        <SectionNav label="FAQ sections" links={[FAQ_HUB, ...FAQ_LINKS]} />
        <Prose className="faq">
          {section.items.map((item) => (
            <section key={item.question} className="faq__item">
              <h2>{item.question}</h2>
              {item.answer}
            </section>
          ))}
          <Callout as="p">
            Another question? Write to <SupportEmail />.
          </Callout>
        </Prose>
      </div>
    </div>
  );
}
