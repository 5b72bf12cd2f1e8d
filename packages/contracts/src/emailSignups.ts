import { z } from 'zod';
import { defineCallableContract, defineHttpContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { requestObject, storableText } from './payload';

/** The longest address SMTP can carry (RFC 5321: 254 characters in a path). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * `trial-signup-email` {email} → {subscribed: true}: the e-mail capture popup's address (travel.md
 * §7), open to guests. The server keeps each address once: sending the same address again is a
 * success that changes nothing (travel.md §5). The popup shows no message on failure (§8), so the
 * texts below reach the log and the web SDK's error only.
 */
export const trialSignupEmail = defineCallableContract({
  name: FUNCTION_NAMES.trialSignupEmail,
  access: 'public',
  request: requestObject(
    {
      email: z
        .string({ error: 'email must be text' })
        .trim()
        .max(MAX_EMAIL_LENGTH, `email must be at most ${MAX_EMAIL_LENGTH} characters`)
        .refine(...storableText('email'))
        .pipe(z.email({ error: 'email must be an e-mail address' })),
    },
    'Send {email}: the address to sign up.',
  ),
  response: z.strictObject({ subscribed: z.literal(true) }),
  errors: {
    unavailable: 'E-mail sign-up is not available right now. Please try again later.',
  },
});

/**
 * `email-unsubscribe`: the link in every e-mail the sign-up sends. GET shows a confirmation page for
 * a signed token (a mail scanner following the link unsubscribes nobody); POST, from that page's
 * button or a mail client's one-click List-Unsubscribe-Post (RFC 8058), unsubscribes.
 */
export const emailUnsubscribe = defineHttpContract({
  name: FUNCTION_NAMES.emailUnsubscribe,
  methods: ['GET', 'POST'],
  errors: {
    methodNotAllowed: 'Use GET or POST.',
    confirm: {
      title: 'Unsubscribe',
      message: 'Stop receiving Voyagent e-mails at this address?',
      button: 'Unsubscribe',
    },
    done: {
      title: 'Unsubscribed',
      message: 'You will not receive any more Voyagent e-mails at this address.',
    },
    badLink: {
      title: 'Invalid link',
      message:
        'This unsubscribe link is invalid or incomplete. Please use the link from your latest e-mail.',
    },
    unavailable: {
      title: 'Unavailable',
      message: 'Unsubscribing is not available right now. Please try again later.',
    },
    failed: { title: 'Something went wrong', message: 'Please try again.' },
  },
});
