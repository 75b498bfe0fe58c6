import type { Outlet } from '../contract/outlets.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * schema.org `Organization` with every outlet as a `Store` (address, geo, phone, hours), for search
 * engines and maps (issue 13 §3). Hours stay in Dhaka time, as schema.org's opening hours are local.
 */
export function outletsJsonLd(shop: { name: string; url: string; email: string; phone: string }, outlets: readonly Outlet[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: shop.url,
    email: shop.email,
    telephone: shop.phone,
    location: outlets.map((outlet) => ({
      '@type': 'Store',
      name: outlet.name,
      alternateName: outlet.nameBn,
      telephone: outlet.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: outlet.address,
        addressLocality: outlet.district,
        addressRegion: outlet.division,
        addressCountry: 'BD',
      },
      geo: { '@type': 'GeoCoordinates', latitude: outlet.latitude, longitude: outlet.longitude },
      openingHoursSpecification: outlet.hours.map((span) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${DAY_NAMES[span.day]}`,
        opens: span.opens,
        closes: span.closes,
      })),
    })),
  };
}
