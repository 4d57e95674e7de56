/**
 * Where the dashboard's links land on the public pages that hold admin panels: /#home-editor scrolls to the home
 * page's panels once they have loaded, /history#history-editor opens the history editor at once.
 */
export const HOME_EDITOR_ANCHOR = 'home-editor';
export const HISTORY_EDITOR_ANCHOR = 'history-editor';
