/**
 * What a visitor does to a server-rendered page before its scripts have hydrated it: typing, a
 * click on a button, leaving a field, a key, a form sent. The page's inline script (server/http/spa.ts,
 * EARLY_INPUT_SCRIPT) records these events from the first byte; once React has hydrated the page,
 * `replayEarlyInput` plays them again on the same elements (hydration keeps them), so nothing the
 * visitor did is lost: the field keeps what was typed and the app hears of it, the menu that was
 * clicked opens. A click on a link is not recorded: the browser follows it (the next page is
 * server-rendered too). A form is not sent before hydration (the inline script stops it); it is sent
 * after, by the app.
 */

/** The events recorded, in order (window.__cbEarly, written by the inline script). */
interface EarlyWindow {
  __cbEarly?: Event[];
}

/** The inline script, run before the page's markup: records, and stops forms from being sent. */
export const EARLY_INPUT_SCRIPT = `(()=>{const q=window.__cbEarly=[];const r=(e)=>{if(e.type==='click'&&e.target instanceof Element&&e.target.closest('a[href]'))return;if(e.type==='submit')e.preventDefault();q.push(e)};for(const t of ['click','input','change','focusout','keydown','submit'])document.addEventListener(t,r,true);window.__cbEarlyStop=()=>{for(const t of ['click','input','change','focusout','keydown','submit'])document.removeEventListener(t,r,true)}})();`;

/** Sets a field's value so that React sees it change (its value tracker still holds the old one). */
function announceValue(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  // Through the element (React's tracker learns ''), then natively back (the tracker does not).
  field.value = '';
  setNative?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether React has hydrated the element: parts of the page (the header's lazily loaded menus)
 * hydrate after the rest, once their code is there, and an event on them before that is lost.
 * (React marks each element it owns with a `__reactProps$…` key; nothing public tells.)
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** The element an event is played on: its target, or for a drawing (an icon button's SVG) the HTML element around it. */
function htmlElementOf(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

/** How long an event waits for its element to be hydrated before it is dropped. */
export const REPLAY_WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * Plays the recorded events again, once, in order, each when its element is hydrated and in a task
 * of its own, as the visitor's were (React renders what one did before the next: three clicks on
 * "Next slide" step three slides); later events reach the app directly.
 */
export async function replayEarlyInput(win: Window = window, ready: (element: Element) => boolean = isHydrated): Promise<void> {
  const early = win as Window & EarlyWindow & { __cbEarlyStop?: () => void };
  const events = early.__cbEarly;
  early.__cbEarlyStop?.();
  early.__cbEarly = undefined;
  if (!events) return;
  const clicked = new Set<EventTarget>();
  for (const [index, event] of events.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const target = htmlElementOf(event.target);
    if (!target) continue;
    for (let waited = 0; !ready(target) && target.isConnected && waited < REPLAY_WAIT_MS; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (!target.isConnected || !ready(target)) continue;
    if (event.type === 'input' || event.type === 'change') {
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) announceValue(target);
    } else if (event.type === 'click') {
      // A box or label the browser has toggled already is announced by its change event.
      if (target.closest('input, label, select, textarea')) continue;
      clicked.add(target.closest('button') ?? target);
      target.click();
    } else if (event.type === 'focusout') {
      target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    } else if (event.type === 'keydown') {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
      target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      // Sent by a button whose click was played again already: not twice.
      const submitter = (event as SubmitEvent).submitter;
      if (!submitter || !clicked.has(submitter)) target.requestSubmit();
    }
  }
}
