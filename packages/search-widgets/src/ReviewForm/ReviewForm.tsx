import { Button } from '@voyagent/ui-kit/Button';
import { Select } from '@voyagent/ui-kit/Select';
import { TextArea } from '@voyagent/ui-kit/TextArea';
import { TextField } from '@voyagent/ui-kit/TextField';
import { createElement, useId, useState, type FormEvent } from 'react';
import type { HeadingLevel } from '../ReviewParts/ReviewCard';
import { ReviewLocale } from '../ReviewParts/ReviewLocale';
import { useReviewStrings, type ReviewStrings } from '../ReviewParts/useReviewStrings';
import { REVIEW_TRIP_TYPES, type ReviewTripType } from '../reviews/review';
import {
  checkReviewDraft,
  MAX_REVIEW_RATING,
  type ReviewDraft,
  type ReviewDraftField,
  type ReviewDraftIssue,
  type ReviewSubmission,
} from '../reviews/reviewForm';
import { ReviewSubmitError } from './reviewSubmitError';
import partStyles from '../ReviewParts/ReviewParts.module.css';
import formLayout from '../formLayout/formLayout.module.css';
import styles from './ReviewForm.module.css';

export interface ReviewFormProps {
  /**
   * Sends the checked review (the site: reviews-submit). Throw a `ReviewSubmitError` to show its
   * message; any other failure shows "Your review could not be sent. Please try again."
   */
  submitReview: (review: ReviewSubmission) => Promise<unknown>;
  /** The level of the form's heading ("Write a review"). */
  headingLevel?: HeadingLevel;
  /** Texts; the surrounding I18nProvider's locale when not given. */
  locale?: string;
}

const EMPTY_DRAFT: ReviewDraft = {
  rating: null,
  title: '',
  content: '',
  trip_destination: '',
  trip_type: null,
};

const REQUIRED_TEXT = {
  rating: 'ratingRequired',
  title: 'titleRequired',
  content: 'contentRequired',
  trip_destination: 'destinationRequired',
  trip_type: 'tripTypeRequired',
} as const satisfies Record<ReviewDraftField, string>;

function issueText(issue: ReviewDraftIssue, strings: ReviewStrings): string {
  return issue.problem === 'tooLong'
    ? strings.format('tooLong', { max: issue.max })
    : strings.format(REQUIRED_TEXT[issue.field]);
}

type Sending = { status: 'editing'; failure?: string } | { status: 'sending' } | { status: 'sent' };

/**
 * Write a review (travel.md §3): rating, title, text, trip destination and trip type, checked with
 * the limits reviews-submit applies, then sent through `submitReview`. Once sent the form gives
 * way to "pending approval": support approves a review before anyone sees it.
 */
export function ReviewForm({ locale, ...props }: ReviewFormProps) {
  return (
    <ReviewLocale locale={locale}>
      <WriteReview {...props} />
    </ReviewLocale>
  );
}

function WriteReview({ submitReview, headingLevel = 2 }: Omit<ReviewFormProps, 'locale'>) {
  const { strings } = useReviewStrings();
  const headingId = useId();
  const ratingErrorId = useId();
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<ReviewDraftField, string>>>({});
  const [sending, setSending] = useState<Sending>({ status: 'editing' });
  const change = <F extends ReviewDraftField>(field: F, value: ReviewDraft[F]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
  };

  const heading = createElement(
    `h${headingLevel}`,
    { id: headingId, className: styles.heading },
    strings.format('formHeading'),
  );

  if (sending.status === 'sent') {
    return (
      <section className={formLayout.form} aria-labelledby={headingId}>
        {heading}
        <p role="status" className={styles.sent}>
          {strings.format('pendingApproval')}
        </p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.status === 'sending') return;
    const check = checkReviewDraft(draft);
    if (!check.valid) {
      setErrors(
        Object.fromEntries(check.issues.map((issue) => [issue.field, issueText(issue, strings)])),
      );
      return;
    }
    setErrors({});
    setSending({ status: 'sending' });
    try {
      await submitReview(check.review);
      setSending({ status: 'sent' });
    } catch (error) {
      const failure =
        error instanceof ReviewSubmitError && error.message
          ? error.message
          : strings.format('submitFailed');
      setSending({ status: 'editing', failure });
    }
  };

  const tripTypes = REVIEW_TRIP_TYPES.map((type) => ({
    id: type,
    label: strings.format(`trip_${type}`),
  }));

  return (
    <form
      className={formLayout.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {heading}
      <fieldset
        className={styles.rating}
        aria-invalid={errors.rating ? true : undefined}
        aria-describedby={errors.rating ? ratingErrorId : undefined}
      >
        <legend className={formLayout.legend}>{strings.format('ratingLabel')}</legend>
        <div className={styles.stars}>
          {Array.from({ length: MAX_REVIEW_RATING }, (_, index) => index + 1).map((value) => (
            <label key={value} className={styles.star}>
              <input
                type="radio"
                name={`${headingId}-rating`}
                value={value}
                checked={draft.rating === value}
                onChange={() => change('rating', value)}
                className={partStyles.visuallyHidden}
              />
              <span
                aria-hidden="true"
                className={
                  draft.rating !== null && value <= draft.rating
                    ? partStyles.starFilled
                    : partStyles.starEmpty
                }
              >
                ★
              </span>
              <span className={partStyles.visuallyHidden}>
                {strings.format('ratingOption', { count: value })}
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={ratingErrorId} className={styles.error}>
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextField
        label={strings.format('titleLabel')}
        value={draft.title}
        onChange={(value) => change('title', value)}
        isInvalid={errors.title !== undefined}
        errorMessage={errors.title}
      />
      <TextArea
        label={strings.format('contentLabel')}
        value={draft.content}
        onChange={(value) => change('content', value)}
        isInvalid={errors.content !== undefined}
        errorMessage={errors.content}
        maxHeight={320}
      />
      <div className={formLayout.row}>
        <TextField
          label={strings.format('destinationLabel')}
          value={draft.trip_destination}
          onChange={(value) => change('trip_destination', value)}
          isInvalid={errors.trip_destination !== undefined}
          errorMessage={errors.trip_destination}
        />
        <Select
          label={strings.format('tripTypeLabel')}
          items={tripTypes}
          value={draft.trip_type}
          onChange={(key) => change('trip_type', key as ReviewTripType)}
          isInvalid={errors.trip_type !== undefined}
          errorMessage={errors.trip_type}
        />
      </div>
      {sending.status === 'editing' && sending.failure && (
        <p role="alert" className={styles.error}>
          {sending.failure}
        </p>
      )}
      {/* Not the button's pending state: react-aria announces that by the button's id, and the
          button goes as soon as the review is sent. A second press while sending does nothing. */}
      <Button type="submit" className={styles.submit}>
        {sending.status === 'sending' ? strings.format('submitting') : strings.format('submit')}
      </Button>
    </form>
  );
}
