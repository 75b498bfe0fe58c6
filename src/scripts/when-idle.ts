/** Runs `task` once the page is idle (requestIdleCallback), or at the next turn where there is none (Safari). */
export const whenIdle = (task: () => unknown): unknown => (window.requestIdleCallback || setTimeout)(task);
