/** Class of a plain element drawn as MUI's Button (src/lib/button-styles.ts): an action button too. */
export const BUTTON_CLASS = 'standl-button';

/** The action buttons of the app: MUI's Button, those drawn like it and every submit button. */
const ACTION_BUTTON = `.MuiButton-root, .${BUTTON_CLASS}, button[type="submit"], input[type="submit"]`;

/**
 * Drops the second and later clicks of a double click on an action button (issue 25), before
 * React sees them: a button disables itself while its request is pending, but react-query hands
 * the pending state to the button only after the current task, so both clicks of a double click
 * would still reach it and send the action twice. Icon buttons (arrows, paging) keep every
 * click. Returns the removal.
 */
export function ignoreRepeatedClicks(root: Document | HTMLElement = document): () => void {
  const listener = (event: MouseEvent) => {
    if (event.detail < 2) return;
    if (!(event.target instanceof Element) || !event.target.closest(ACTION_BUTTON)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  root.addEventListener('click', listener as EventListener, true);
  return () => root.removeEventListener('click', listener as EventListener, true);
}
