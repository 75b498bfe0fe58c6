/** Titles of pages that are only a step on the way somewhere else (`/contact-us`, which sends the shopper to `/contact`). */
export const pageMessages = {
  contact: { title: 'Contact us' },
} as const;
