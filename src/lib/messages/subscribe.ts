/**
 * Words of the e-mail sign-up forms (src/components/SubscribeForm.astro): the footer's, on every
 * page, and the coming-soon page's. The page's HTML shows the first ones; the form's script, loaded
 * when the shopper first uses the form, says the answers.
 */
const shared = {
  sending: 'Subscribing…',
  failed: 'Sorry, we could not save your address. Please try again.',
  /** The address is not one (the browser's own check, before anything is sent). */
  invalid: 'Enter an e-mail address like name@example.com',
  /** Without JavaScript: the form is hidden (it cannot send the shop's API key), and this said instead. */
  noScript: 'To subscribe, turn on JavaScript in your browser, or write to us from the contact page.',
  contactLink: 'Contact us',
} as const;

export const subscribeMessages = {
  footer: {
    ...shared,
    title: 'Our news by e-mail',
    label: 'Your e-mail address',
    button: 'Subscribe',
    hint: 'New arrivals and offers, at most once a week. Unsubscribe any time.',
    done: (email: string) => `Thank you! We will send our news and offers to ${email}.`,
  },
  'coming-soon': {
    ...shared,
    title: 'Tell me when it arrives',
    label: 'E-mail address',
    button: 'Notify me',
    hint: 'One e-mail when the new arrivals land. No spam; unsubscribe any time.',
    done: (email: string) => `Thank you! We will write to ${email} as soon as they arrive.`,
  },
} as const;

/** Which sign-up form: its words, and its ids on the page. */
export type SubscribeKind = keyof typeof subscribeMessages;
/** What the form's script says with, whatever the form. */
export type SubscribeAnswers = Pick<(typeof subscribeMessages)[SubscribeKind], 'sending' | 'failed' | 'invalid' | 'done'>;
