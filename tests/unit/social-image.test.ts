import { describe, expect, it } from 'vitest';
import { categorySocialImage, homeSocialImage, shopSocialCard } from '../../src/lib/seo/social-image.ts';
import type { Slider } from '../../src/lib/contract/index.ts';

// The API's own pictures (PUBLIC_API_URL unset in tests: http://localhost:8787), served under PUBLIC_MEDIA_BASE (/media/).
const API = 'http://localhost:8787';
const slider = (n: number): Slider => ({
  id: n, title: `Banner ${n}`, subtitle: '', link: '/products',
  image: { src: `${API}/media/sliders/${n}.webp`, width: 1600, height: 600, alt: '' },
});

describe('homeSocialImage', () => {
  it('shares the first banner as a 1200 px JPEG, the size Facebook draws large, at its aspect ratio', () => {
    expect(homeSocialImage([slider(1), slider(2)])).toEqual({ src: '/media/sliders/1.jpg?w=1200', width: 1200, height: 450, alt: 'Banner 1' });
  });

  it('never makes a banner larger than it is', () => {
    const small = { ...slider(3), image: { ...slider(3).image, width: 800, height: 300 } };
    expect(homeSocialImage([small])).toMatchObject({ src: '/media/sliders/3.jpg?w=800', width: 800, height: 300 });
  });

  it('leaves another host’s picture as it is, and shares none without banners', () => {
    const elsewhere = { ...slider(1), image: { ...slider(1).image, src: 'https://cdn.example/banner.webp' } };
    expect(homeSocialImage([elsewhere])).toEqual({ src: 'https://cdn.example/banner.webp', width: 1600, height: 600, alt: 'Banner 1' });
    expect(homeSocialImage([])).toBeUndefined();
  });
});

describe('categorySocialImage', () => {
  it('shares the category’s picture as a JPEG, claiming no size the API did not give', () => {
    expect(categorySocialImage({ name: 'Mugs', image: `${API}/media/categories/mugs.webp` })).toEqual({ src: '/media/categories/mugs.jpg?w=400', alt: 'Mugs' });
  });
});

describe('shopSocialCard', () => {
  it('is the card in public/, 1200×630', () => {
    expect(shopSocialCard('Kolom')).toEqual({ src: '/social-card.png', width: 1200, height: 630, alt: 'Kolom' });
  });
});
