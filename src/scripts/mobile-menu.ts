/*
 * The phone's menu (MobileMenu.astro): its button opens the dialog, Close and a tap on the backdrop
 * close it. Called by the header's script (header.ts) rather than a <script> of its own: Astro inlined
 * that small one into every page, with a CSP hash of its own, in the page's first 14.6 KB.
 */

/** Wires the menu button and its dialog, and opens the menu for a tap noted before this ran. */
export function initMobileMenu(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-menu]');
  const categories = dialog?.querySelector('[data-menu-categories]');
  if (categories) fillCategories(categories);
  const opener = document.querySelector('[data-menu-open]');
  opener?.addEventListener('click', () => dialog?.showModal());
  document.querySelector('[data-menu-close]')?.addEventListener('click', () => dialog?.close());
  // A tap on the backdrop (outside the panel) closes it too.
  dialog?.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Listening now: a tap on the button before this ran (noted by EarlyPresses.astro) opens the menu.
  opener?.dispatchEvent(new Event('early-press:wake'));
}

/**
 * The menu's categories: a copy of Browse Categories' links (BrowseCategories.astro, in every page's
 * header), each its name in its own language, without the picture. The page carries them once.
 */
function fillCategories(list: Element): void {
  if (list.childElementCount > 0) return;
  for (const source of document.querySelectorAll<HTMLAnchorElement>('.browse__list a')) {
    const name = source.querySelector('span');
    const link = document.createElement('a');
    link.href = source.getAttribute('href') ?? '';
    if (name?.lang) link.lang = name.lang;
    link.textContent = name?.textContent ?? source.textContent;
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
}
