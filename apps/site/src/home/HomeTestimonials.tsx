import { testimonials } from '@voyagent/contracts/content';
import { Badge, Card } from '@voyagent/ui-kit';
import { useId } from 'react';
import { testimonialView } from './homeRules';
import styles from './home.module.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * travel.md §2: the testimonials of the operator content file, each sample labelled as one (the
 * way the reviews label their samples), with initials where there is no photo (travel.md §3).
 */
export function HomeTestimonials() {
  const titleId = useId();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        What travellers say
      </h2>
      <ul className={styles.cards}>
        {testimonials.map((testimonial) => {
          const { name, isSample } = testimonialView(testimonial);
          return (
            <Card as="li" key={testimonial.name}>
              <figure className={styles.testimonial}>
                <blockquote>
                  <p>{testimonial.content}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  {testimonial.image ? (
                    <img src={testimonial.image} alt="" width={40} height={40} />
                  ) : (
                    <span className={styles.initials} aria-hidden="true">
                      {initialsOf(name)}
                    </span>
                  )}
                  <span>{name}</span>
                  {isSample && <Badge variant="info">Sample testimonial</Badge>}
                </figcaption>
                <p className={styles.muted}>
                  {testimonial.role}, {testimonial.location} ·{' '}
                  {`Rated ${testimonial.rating} of 5 · ${testimonial.trips} trips`}
                </p>
              </figure>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
