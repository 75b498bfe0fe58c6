import { useEffect, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { productHref } from '../lib/links.ts';
import { headerMessages as say } from '../lib/messages/header.ts';
import type { ProductSummary } from '../lib/product-summary.ts';
import { suggestsFor } from '../lib/search/suggest-rules.ts';
import { searchUrl } from '../lib/search-url.ts';
import SuggestionList, { LIST_ID, optionId } from './header/SuggestionList.tsx';
import { useAnnounceAwake } from '../ui/hooks/use-announce-awake.ts';
import { useHydrated } from '../ui/hooks/use-hydrated.ts';
import { usePopupStyles } from '../ui/hooks/use-popup-styles.ts';
import { useOnWake } from '../ui/hooks/use-on-wake.ts';
import { usePriceFormatter } from '../ui/hooks/use-price.ts';
import { useSuggestions } from './header/use-suggestions.ts';
import { localHref } from '../lib/i18n/href.ts';
import { localName, nameLang } from '../lib/i18n/names.ts';

/** The categories to search in: `name` is what the search filters by, `nameBn` (Bangla pages only) what a Bangla page shows. */
interface Props { categories: { id: number; name: string; nameBn?: string | undefined }[] }

/*
 * The header search (spec §2, §5; issue 23 §1), on every page and woken by `client:header` when the
 * shopper first reaches for the header. Asleep it is the plain GET form it renders: `/products?query=…
 * &categoryId=…`, the browser refusing empty text (`required`, the pattern). Awake it suggests
 * products as the shopper types (SuggestionList), and submits as spec §5 says: never empty text,
 * `categoryId` only when a category is chosen, the box cleared after. The fields stay uncontrolled:
 * what was typed or picked before it woke stays in them, and is read from them (useOnWake).
 */
export default function HeaderSearch({ categories }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // The list's styles load as the island wakes (usePopupStyles); it shows once they apply.
  const styled = usePopupStyles();
  const format = usePriceFormatter();
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState('');
  // The list is wanted while the box has focus, until Escape dismisses it (typing or an arrow key brings it back).
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const category = categories.find((c) => String(c.id) === categoryId)?.name ?? null;
  const { suggested, prepare } = useSuggestions(text, category);
  // An answer for other text than the box holds now is still shown while the new one comes.
  const answer = hydrated && styled && wanted && suggestsFor(text) ? suggested : null;
  const products = answer?.products ?? [];
  const expanded = products.length > 0;

  // Text typed and a category picked before the island woke; the box already focused wants suggestions now.
  useOnWake(root, (element) => {
    const input = element.querySelector<HTMLInputElement>('input[name="query"]')!;
    setText(input.value);
    setCategoryId(element.querySelector<HTMLSelectElement>('select[name="categoryId"]')!.value);
    if (document.activeElement === input) {
      setWanted(true);
      prepare();
    }
  });
  useAnnounceAwake(root);

  // A new answer starts with no option active; the active one is kept in view.
  useEffect(() => setActive(-1), [answer]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (product: ProductSummary) => location.assign(productHref(product));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const url = searchUrl(String(form.get('query') ?? ''), String(form.get('categoryId') ?? ''));
    if (!url) return; // empty text never submits (spec §5)
    box.current!.value = ''; // spec §2: the text box is cleared after submitting
    setText('');
    location.assign(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = products.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setWanted(true);
      const down = event.key === 'ArrowDown';
      setActive((index) => (down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault(); // the chosen product, not a search
      open(products[active]!);
    } else if (event.key === 'Escape' && answer) {
      event.preventDefault(); // closes the list; the text stays (a search box's Escape would clear it)
      setWanted(false);
    }
  }

  const status = !answer ? '' : expanded ? say.suggestionCount(products.length) : say.noSuggestions;
  return (
    <div className="search-box" ref={root}>
      <form className="search" role="search" action={localHref('/products')} method="get" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="search-category">{say.searchCategory}</label>
        <select id="search-category" className="search__category" name="categoryId" onChange={(event) => setCategoryId(event.target.value)}>
          <option value="">{say.allCategories}</option>
          {categories.map((c) => <option key={c.id} value={c.id} lang={nameLang(c)}>{localName(c)}</option>)}
        </select>
        <label className="visually-hidden" htmlFor="search-text">{say.searchLabel}</label>
        {/* Asleep, `required` and the pattern refuse empty text; awake, the submit handler does too. */}
        <input ref={box} id="search-text" className="search__text" type="search" name="query" placeholder={say.searchPlaceholder}
          autoComplete="off" enterKeyHint="search" required pattern={String.raw`.*\S.*`} title={say.searchHint}
          role="combobox" aria-autocomplete="list" aria-controls={LIST_ID} aria-expanded={expanded}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onInput={(event) => {
            setText(event.currentTarget.value);
            setWanted(true);
          }}
          onFocus={() => {
            setWanted(true);
            prepare();
          }}
          onBlur={() => setWanted(false)}
          onKeyDown={onKeyDown} />
        <button className="search__submit" type="submit" aria-label={say.searchButton}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <SuggestionList text={answer?.text ?? null} products={products} shown={answer !== null} active={active}
        format={format} onPick={open} onPoint={setActive} />
      <p className="visually-hidden" role="status">{status}</p>
    </div>
  );
}
