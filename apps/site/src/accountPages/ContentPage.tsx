import type { ReactNode } from 'react';
import './accountPages.css';

export interface ContentSection {
  heading: string;
  body: ReactNode;
}

/** A text page: its heading, an introduction and titled sections (about, help, the policies). */
export function ContentPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro?: ReactNode;
  sections?: readonly ContentSection[];
  children?: ReactNode;
}) {
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <h1 id="content-page-title">{title}</h1>
      {intro}
      {sections?.map((section) => (
        <section key={section.heading} className="content-page__section">
          <h2>{section.heading}</h2>
          {section.body}
        </section>
      ))}
      {children}
    </article>
  );
}
