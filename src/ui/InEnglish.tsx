import type { ReactNode } from 'react';
import { englishLang } from '../lib/i18n/names.ts';

/**
 * Text that exists in English only (an option such as "Size: A5", a name the API sends in English),
 * set inside the page's own words: marked `lang="en"` on a Bangla page (a span), left as it was,
 * unwrapped, on an English one.
 */
export default function InEnglish({ children }: { children: ReactNode }) {
  const lang = englishLang();
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
