import { useState, type SubmitEvent } from 'react';
import { searchUrl } from '../lib/search-url.ts';

interface Props {
  categories: { id: number; name: string }[];
}

/** Header search (spec §2, §5): a category dropdown and a text box; Enter or the icon submits. */
export default function HeaderSearch({ categories }: Props) {
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState('');

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = searchUrl(text, categoryId);
    if (!url) return; // Empty text never submits.
    setText('');
    window.location.assign(url);
  }

  return (
    <form className="search" role="search" action="/products" method="get" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="search-category">Category</label>
      <select
        id="search-category"
        className="search__category"
        name="categoryId"
        value={categoryId}
        onChange={(event) => setCategoryId(event.target.value)}
      >
        <option value="">All Categories</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>{category.name}</option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor="search-text">Search products</label>
      <input
        id="search-text"
        className="search__text"
        type="search"
        name="query"
        placeholder="Search pens, notebooks, gifts…"
        autoComplete="off"
        enterKeyHint="search"
        // Until the island hydrates this is a plain GET form: the browser itself refuses empty text.
        required
        pattern=".*\S.*"
        title="Type what you are looking for"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button className="search__submit" type="submit" aria-label="Search">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
