import type { DatabaseSync } from 'node:sqlite';
import type { EditorChange } from '../../src/lib/contract/editor.ts';
import { typedQuery } from '../db/query.ts';
import type { Editor } from './auth.ts';

interface ChangeRow {
  id: number;
  who: string;
  client: string;
  resource: EditorChange['resource'];
  resource_id: string;
  before_json: string;
  after_json: string;
  at: string;
}

/** The fields of `after` whose values differ from `before`'s, each side with only those fields. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Records who changed what and when (issue 14 §6), inside the edit's own transaction, so an edit
 * and its audit row land together or not at all. Only the fields that changed are kept.
 */
export function recordChange(
  db: DatabaseSync,
  editor: Editor,
  what: { resource: EditorChange['resource']; id: string | number; before: Record<string, unknown>; after: Record<string, unknown> },
  now: Date,
): void {
  const { before, after } = changedFields(what.before, what.after);
  db.prepare('INSERT INTO editor_changes (who, client, resource, resource_id, before_json, after_json, at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    editor.who,
    editor.client,
    what.resource,
    String(what.id),
    JSON.stringify(before),
    JSON.stringify(after),
    now.toISOString(),
  );
}

/** The newest `limit` audit rows, newest first. */
export function recentChanges(db: DatabaseSync, limit: number): EditorChange[] {
  return typedQuery<ChangeRow>(db, 'SELECT * FROM editor_changes ORDER BY id DESC LIMIT ?')
    .all(limit)
    .map((row) => ({
      id: row.id,
      who: row.who,
      client: row.client,
      resource: row.resource,
      resourceId: row.resource_id,
      before: JSON.parse(row.before_json) as Record<string, unknown>,
      after: JSON.parse(row.after_json) as Record<string, unknown>,
      at: row.at,
    }));
}
