/** Words of the content pages (about, policies, coming soon, contact details, outlets); static, never shipped as JavaScript. */
export const contentMessages = {
  lastUpdated: 'Last updated',
  movedTo: 'Our contact page has moved: call, write or visit us here.',
  onThisPage: 'On this page',
  figures: 'Kolom in figures',
  whatsComing: 'What is coming',
  stories: 'Stories from the shop',
  onItsWay: 'On its way',
  published: 'Published',
  inEveryColour: 'In every colour and size',
  backToTop: 'Back to top',
  // Contact details
  visitUs: 'Visit us',
  callUs: 'Call us',
  writeToUs: 'Write to us',
  openingHours: 'Opening hours',
  phoneLabels: { phone: 'Customer care', hotline: 'Hotline', whatsapp: 'WhatsApp' },
  whatsappNote: '(opens WhatsApp)',
  openInMaps: 'Open in Google Maps',
  seeOutlets: 'See all our outlets',
  sendMessage: 'Send us a message',
  qrAlt: (label: string) => `QR code: ${label}`,
  qrCaption: 'Scan with your phone’s camera, or tap:',
  // Coming soon: the e-mail sign-up's words are in subscribe.ts (the footer has one too).
} as const;
