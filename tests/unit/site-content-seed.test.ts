import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/open.ts';
import { seedSiteContent } from '../../api/seed/site-content.ts';

// The demo content goes into empty tables only (issue 13): a restart never duplicates it, and an editor's change stays.
describe('seedSiteContent', () => {
  it('fills empty tables once, and leaves an editor’s changes alone on the next start', () => {
    const db = openDatabase(':memory:');
    seedSiteContent(db);
    const count = (table: string) => Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()!['n']);
    const counts = ['content_pages', 'content_bullets', 'articles', 'shop_texts', 'outlets'].map(count);
    expect(counts.every((n) => n > 0)).toBe(true);
    db.prepare("UPDATE content_pages SET title = 'About us, by the editor' WHERE slug = 'about'").run();
    seedSiteContent(db);
    expect(['content_pages', 'content_bullets', 'articles', 'shop_texts', 'outlets'].map(count)).toEqual(counts);
    expect(db.prepare("SELECT title FROM content_pages WHERE slug = 'about'").get()!['title']).toBe('About us, by the editor');
    db.close();
  });
});
