/**
 * A refusal the reader should see as it is worded ("You have already reviewed Voyagent. Thank
 * you!"). The host's submit adapter throws it for the answers it knows; any other failure shows
 * the form's own "could not be sent" text, so no internal error text reaches the page.
 */
export class ReviewSubmitError extends Error {
  override name = 'ReviewSubmitError';
}
