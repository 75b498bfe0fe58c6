import { formatBDT } from './format.ts';

/** Words of an order's returns on its page (issue 26 §5). */
export const returnMessages = {
  heading: 'Returns',
  loading: 'Checking what can be returned…',
  loadFailed: 'We could not check what can be returned just now.',
  retry: 'Try again',
  /** Returns open: until when, in the shop's time zone. */
  openUntil: (until: string) => `You can ask to return items from this order until ${until}.`,
  /** Returns closed: why the button is gone, and when it went. */
  closed: (closedOn: string) => `Returns for this order closed on ${closedOn}: we take items back for 7 days after delivery.`,
  askButton: 'Return items',
  formIntro: 'Choose how many of each item to send back, and tell us why.',
  quantityOf: (name: string, max: number) => `How many of ${name} to return (up to ${max})`,
  reason: 'Why are you returning them?',
  reasonHint: 'For example: arrived broken, wrong colour, not as described.',
  photos: 'Photos of the items (optional)',
  photosHint: 'Up to 5 photos (JPEG, PNG, WebP or HEIC), sent when you ask.',
  tooManyPhotos: 'Choose at most 5 photos.',
  uploading: (n: number, of: number) => `Sending photo ${n} of ${of}…`,
  /** A photo that did not go: why, then what to do. */
  photoFailed: {
    too_large: 'A photo is over 50 MB: choose a smaller one.',
    type: 'A file is not a photo we can take: choose JPEG, PNG, WebP or HEIC.',
    busy: 'The upload service is busy: please try again in a minute.',
    network: 'The connection dropped while sending a photo: please try again.',
    refused: 'We could not send a photo: please try again.',
    cancelled: 'Sending the photos was stopped.',
  },
  send: 'Ask to return',
  sending: 'Sending…',
  cancel: 'Cancel',
  chooseSomething: 'Choose at least one item to return.',
  asked: 'Your return request was sent. The shop will answer it soon; you will get a text message.',
  stateName: { requested: 'Waiting for the shop', accepted: 'Accepted: send the items back', refused: 'Refused', received: 'Received' },
  entryTitle: (date: string) => `Return asked on ${date}`,
  shopNote: (note: string) => `The shop says: ${note}`,
  refund: (amount: number, byHand: boolean, date: string) =>
    byHand
      ? `Refund of ${formatBDT(amount)}, recorded on ${date}: the shop sends it to you by bKash, Nagad or bank transfer.`
      : `Refund of ${formatBDT(amount)} to the card you paid with, started on ${date}.`,
} as const;
