import * as m from '../../paraglide/messages.js';

/**
 * Words of the content pages (about, policies, coming soon, contact details, outlets); static, never shipped as JavaScript.
 * The words themselves are in messages/content/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const contentMessages = {
  get lastUpdated() { return m.content_lastUpdated(); },
  get movedTo() { return m.content_movedTo(); },
  get onThisPage() { return m.content_onThisPage(); },
  get figures() { return m.content_figures(); },
  get whatsComing() { return m.content_whatsComing(); },
  get stories() { return m.content_stories(); },
  get onItsWay() { return m.content_onItsWay(); },
  get published() { return m.content_published(); },
  get inEveryColour() { return m.content_inEveryColour(); },
  // Contact details
  get visitUs() { return m.content_visitUs(); },
  get callUs() { return m.content_callUs(); },
  get writeToUs() { return m.content_writeToUs(); },
  get openingHours() { return m.content_openingHours(); },
  get phoneLabels(): Record<'phone' | 'hotline' | 'whatsapp', string> {
    return { phone: m.content_phoneLabels_phone(), hotline: m.content_phoneLabels_hotline(), whatsapp: m.content_phoneLabels_whatsapp() };
  },
  get whatsappNote() { return m.content_whatsappNote(); },
  get openInMaps() { return m.content_openInMaps(); },
  get seeOutlets() { return m.content_seeOutlets(); },
  get sendMessage() { return m.content_sendMessage(); },
  qrAlt: (label: string) => m.content_qrAlt({ label }),
  get qrCaption() { return m.content_qrCaption(); },
  // Coming soon: the e-mail sign-up's words are in subscribe.ts (the footer has one too).
};
