/** Words of the contact form; the form's script ships this table, so it holds only the form's words. */
export const contactFormMessages = {
  heading: 'Send us a message',
  intro: 'We answer within one working day, by phone or e-mail, whichever you give us.',
  name: 'Name',
  contact: 'Phone or e-mail',
  contactHint: 'A mobile number like 01712-345678, or an e-mail address',
  subject: 'Subject',
  message: 'Message',
  honeypot: 'Leave this field empty',
  send: 'Send',
  sending: 'Sending…',
  sentTitle: 'Thank you, your message has reached us',
  sent: (reference: string) => `Your reference number is ${reference}. Please quote it if you call us about this message.`,
  sentNoScript: 'Your reference number is the code after “sent=” in the address bar. Please quote it if you call us.',
  sendAnother: 'Send another message',
  invalidTitle: 'Please check the form',
  invalid: 'Some fields were missing or not filled in as we need them. Check each field and send again.',
  fixErrors: (count: number) => (count === 1 ? 'Please correct the field marked below.' : `Please correct the ${count} fields marked below.`),
  limitedTitle: 'Too many messages for now',
  limited: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, or call us.`,
  failed: 'Your message could not be sent. Check your connection and try again, or call us.',
} as const;
