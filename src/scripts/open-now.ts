import * as v from 'valibot';
import { openingHoursSchema } from '../lib/contract/outlets.ts';
import { openState } from '../lib/content/open-now.ts';
import { openNowMessages as say } from '../lib/messages/outlets.ts';

const hoursSchema = v.array(openingHoursSchema);

/**
 * Fills every `[data-open-now]` line with "Open now · closes at …" or "Closed now · opens … at …",
 * in Dhaka time (src/lib/content/open-now.ts), and again each minute while the page is open.
 */
export function showOpenNow(root: ParentNode = document, now: () => Date = () => new Date()): void {
  const lines = [...root.querySelectorAll<HTMLElement>('[data-open-now]')];
  const update = () => {
    for (const line of lines) {
      const hours = v.safeParse(hoursSchema, JSON.parse(line.dataset['hours'] ?? '[]'));
      if (!hours.success) continue;
      const state = openState(hours.output, now());
      line.dataset['state'] = state.open ? 'open' : 'closed';
      line.textContent = state.open
        ? `${say.openNow} · ${say.closesAt(state.closesAt)}`
        : state.opensAt !== undefined && state.opensDay !== undefined
          ? `${say.closedNow} · ${say.opensAt(say.weekdays[state.opensDay]!, state.opensAt)}`
          : say.closedNow;
    }
  };
  update();
  setInterval(update, 60_000);
}
