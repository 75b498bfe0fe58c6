import { useRef, useState, type SubmitEvent } from 'react';
import { headerMessages as say } from '../lib/messages/header.ts';
import { searchUrl } from '../lib/search-url.ts';
import { useOnWake } from './hooks/use-on-wake.ts';

interface Props {
  categories: { id: number; name: string }[];
}

/** Header search (spec §2, §5): a category dropdown and a text box; Enter or the icon submits. */
export default function HeaderSearch({ categories }: Props) {
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const form = useRef<HTMLFormElement>(null);

  // Text typed and a category picked while the page was loading are what the shopper searches for.
  useOnWake(form, (element) => {
    const typed = new FormData(element);
    setText(String(typed.get('query') ?? ''));
    setCategoryId(String(typed.get('categoryId') ?? ''));
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = searchUrl(text, categoryId);
    if (!url) return; // Empty text never submits.
    setText('');
    window.location.assign(url);
  }

  return (
    <form ref={form} className="search" role="search" action="/products" method="get" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="search-category">{say.searchCategory}</label>
      <select
        id="search-category"
        className="search__category"
        name="categoryId"
        value={categoryId}
        onChange={(event) => setCategoryId(event.target.value)}
      >
        <option value="">{say.allCategories}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>{category.name}</option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor="search-text">{say.searchLabel}</label>
      <input
        id="search-text"
        className="search__text"
        type="search"
        name="query"
        placeholder={say.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        // Until the island hydrates this is a plain GET form: the browser itself refuses empty text.
        required
        pattern=".*\S.*"
        title={say.searchHint}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button className="search__submit" type="submit" aria-label={say.searchButton}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
