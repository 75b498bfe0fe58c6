import type { ShopText } from '../contract/site-content.ts';

/** The shop's contact details as the contact pages show them (from `GET /api/cms/attrs/text`). */
export interface ShopContact {
  address: string;
  addressBn: string;
  phones: { label: 'phone' | 'hotline' | 'whatsapp'; number: string; href: string }[];
  email: string;
  hours: string[];
  /** The same lines in Bangla (issue 24 §4), line by line; empty where the API has none. */
  hoursBn: string[];
  mapUrl: string | undefined;
}

/** `tel:` link of a number as written (`+880 9610-123456` → `tel:+8809610123456`). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** The texts the contact pages need, by key; a missing text is left out rather than shown empty. */
export function shopContactOf(texts: readonly ShopText[]): ShopContact {
  const text = new Map(texts.map((t) => [t.key, t.value]));
  const phones = (['phone', 'hotline', 'whatsapp'] as const).flatMap((label) => {
    const number = text.get(label);
    return number ? [{ label, number, href: label === 'whatsapp' ? `https://wa.me/${number.replace(/\D/g, '')}` : telHref(number) }] : [];
  });
  return {
    address: text.get('address') ?? '',
    addressBn: text.get('addressBn') ?? '',
    phones,
    email: text.get('email') ?? '',
    ...hoursOf(text),
    mapUrl: text.get('mapUrl'),
  };
}

/** The opening hours' lines that are there, each with its Bangla (`hoursBn` beside `hours`) or '' without. */
function hoursOf(text: ReadonlyMap<string, string>): Pick<ShopContact, 'hours' | 'hoursBn'> {
  const keys = (['hours', 'fridayHours'] as const).filter((key) => text.get(key));
  return { hours: keys.map((key) => text.get(key)!), hoursBn: keys.map((key) => text.get(`${key}Bn`) ?? '') };
}
