/**
 * The event an island dispatches (bubbling, from its own element) once it has hydrated: its
 * handlers are attached. Astro marks an island awake (removes `ssr`) when it has *started* React's
 * hydration, which runs in a transition; a press in between reaches no handler. `client:header`
 * (integrations/header-directive-client.ts) holds presses until this event, not until that mark.
 * Here, alone, so the directive's inline script carries this one string and nothing else.
 */
export const ISLAND_AWAKE_EVENT = 'island:awake';
