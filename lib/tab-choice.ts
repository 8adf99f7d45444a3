// The reader's tab choice per groupId, shared by every <Tabs> on the page and remembered across visits.
const PREFIX = 'tabs-choice:';
const listeners = new Set<() => void>();

export function readTabChoice(groupId: string): string | null {
  try { return localStorage.getItem(PREFIX + groupId); } catch { return null; }
}

export function writeTabChoice(groupId: string, value: string) {
  try { localStorage.setItem(PREFIX + groupId, value); } catch { /* storage blocked: the choice lasts this page */ }
  listeners.forEach((notify) => notify());
}

export function subscribeTabChoice(notify: () => void) {
  listeners.add(notify);
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

/** Named for the privacy policy, which lists every key the site stores. */
export { PREFIX as tabChoiceKeyPrefix };
