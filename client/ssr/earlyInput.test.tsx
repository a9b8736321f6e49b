import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_SCRIPT, replayEarlyInput } from './earlyInput';

/** A page's inline script, run as the browser runs it before the markup. */
const runInlineScript = () => new Function(EARLY_INPUT_SCRIPT)();
const setNativeValue = (input: HTMLInputElement, value: string) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);

function Page({ log }: { log: string[] }) {
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        log.push(`sent ${name}`);
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} onBlur={() => log.push(`left ${name}`)} />
      <button type="button" onClick={() => log.push('menu')}>
        <span>Create</span>
      </button>
      <a href="#elsewhere">Elsewhere</a>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  (window as { __cbEarlyStop?: () => void }).__cbEarlyStop?.();
  void replayEarlyInput();
});

describe('input before hydration', () => {
  it('is played again once the page is hydrated: what was typed reaches the app, the clicked button acts', async () => {
    const log: string[] = [];
    render(<Page log={log} />);
    runInlineScript();
    // The visitor types, leaves the field, opens a menu and sends the form, all before hydration
    // (here: events the app has not heard of, on the markup it will take over).
    const field = screen.getByRole('textbox', { name: 'Name' });
    setNativeValue(field as HTMLInputElement, 'Ada');
    const early = (window as { __cbEarly?: Event[] }).__cbEarly!;
    early.push(Object.defineProperty(new Event('input'), 'target', { value: field }));
    early.push(Object.defineProperty(new FocusEvent('focusout'), 'target', { value: field }));
    early.push(Object.defineProperty(new MouseEvent('click'), 'target', { value: screen.getByText('Create') }));
    expect(log).toEqual([]);

    await act(() => replayEarlyInput());
    expect((field as HTMLInputElement).value).toBe('Ada');
    expect(log).toEqual(['left Ada', 'menu']);
    // Played once: later events reach the app directly.
    await act(() => replayEarlyInput());
    expect(log).toEqual(['left Ada', 'menu']);
  });

  it('plays clicks one at a time, each seeing what the one before did (three clicks on "Next" step three times)', async () => {
    function Stepper() {
      const [step, setStep] = useState(0);
      return (
        <button type="button" onClick={() => setStep(step + 1)}>
          Next {step}
        </button>
      );
    }
    render(<Stepper />);
    runInlineScript();
    const next = screen.getByRole('button');
    const early = (window as { __cbEarly?: Event[] }).__cbEarly!;
    for (let click = 0; click < 3; click += 1) early.push(Object.defineProperty(new MouseEvent('click'), 'target', { value: next }));
    await act(() => replayEarlyInput());
    expect(next.textContent).toBe('Next 3');
  });

  it('plays a click on an icon (the SVG inside a button) on the button', async () => {
    const log: string[] = [];
    render(
      <button type="button" aria-label="Next slide" onClick={() => log.push('next')}>
        <svg viewBox="0 0 24 24">
          <path d="M0 0h24v24H0z" />
        </svg>
      </button>,
    );
    runInlineScript();
    const path = document.querySelector('path')!;
    (window as { __cbEarly?: Event[] }).__cbEarly!.push(Object.defineProperty(new MouseEvent('click'), 'target', { value: path }));
    await act(() => replayEarlyInput());
    expect(log).toEqual(['next']);
  });

  it('waits for the part of the page an event happened in to be hydrated', async () => {
    vi.useFakeTimers();
    try {
      const log: string[] = [];
      render(<Page log={log} />);
      runInlineScript();
      const create = screen.getByText('Create');
      (window as { __cbEarly?: Event[] }).__cbEarly!.push(Object.defineProperty(new MouseEvent('click'), 'target', { value: create }));
      let hydrated = false;
      const replay = replayEarlyInput(window, () => hydrated);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(log).toEqual([]);
      hydrated = true;
      await act(() => vi.advanceTimersByTimeAsync(100));
      await replay;
      expect(log).toEqual(['menu']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('records clicks on buttons but not on links (the browser follows those), and stops forms from being sent before hydration', () => {
    render(<Page log={[]} />);
    runInlineScript();
    screen.getByText('Elsewhere').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    screen.getByText('Create').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Send' }).closest('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const early = (window as { __cbEarly?: Event[] }).__cbEarly!;
    expect(early.map((event) => `${event.type} ${(event.target as HTMLElement).textContent}`)).toEqual(['click Create', expect.stringMatching(/^submit /)]);
  });
});
