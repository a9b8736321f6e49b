import { useReducedMotion } from 'gestalt';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import './toast.css';
import { TOAST_DEFAULT_MS, TOAST_EXIT_MS, TOAST_ICON_ANIMATION_DELAY_MS, TOAST_START_DELAY_MS } from './timing';

/** Where a toast is in its life: mounted but hidden, shown, fading out. */
export type ToastPhase = 'entering' | 'visible' | 'exiting';

/** The class put on a toast TOAST_ICON_ANIMATION_DELAY_MS after it appears (not with reduced motion). */
export const TOAST_ICON_ANIMATE_CLASS = 'toast-icon-animate';

interface Props {
  /** How long the toast stays visible (hover pauses it; leaving restarts it in full). */
  readonly durationMs?: number;
  /** Set to start the fade-out now (a dismiss button, or the owner taking the toast down). */
  readonly dismissed?: boolean;
  /** Called once the fade-out is over: the owner unmounts the toast then. */
  readonly onRemoved: () => void;
  readonly dataTestId?: string;
  readonly children: ReactNode;
}

/**
 * The timing shell every toast lives in (platform §4): mounted hidden, visible TOAST_START_DELAY_MS
 * later, up for `durationMs` (default TOAST_DEFAULT_MS), then a TOAST_EXIT_MS fade before
 * `onRemoved`. Hovering pauses the timer; leaving starts the full duration again. The icon animation
 * class comes TOAST_ICON_ANIMATION_DELAY_MS after the toast appears. Reduced motion drops the fade
 * and icon animations, never the timings.
 */
export default function PlatformToast({ durationMs = TOAST_DEFAULT_MS, dismissed = false, onRemoved, dataTestId, children }: Props) {
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<ToastPhase>('entering');
  const [iconAnimated, setIconAnimated] = useState(false);
  // Timers are scheduled up front (not chained through effects), so the whole life runs on the clock alone.
  const life = useRef({ phase: 'entering' as ToastPhase, hovered: false, exit: 0, remove: 0 });
  const onRemovedRef = useRef(onRemoved);
  const durationRef = useRef(durationMs);
  useEffect(() => {
    onRemovedRef.current = onRemoved;
    durationRef.current = durationMs;
  }, [onRemoved, durationMs]);

  const clearExit = useCallback(() => {
    window.clearTimeout(life.current.exit);
    window.clearTimeout(life.current.remove);
  }, []);
  const goTo = useCallback((next: ToastPhase) => {
    life.current.phase = next;
    setPhase(next);
  }, []);
  /** Hide `delay` ms from now, then remove after the fade. */
  const scheduleExit = useCallback(
    (delay: number) => {
      clearExit();
      life.current.exit = window.setTimeout(() => goTo('exiting'), delay);
      life.current.remove = window.setTimeout(() => onRemovedRef.current(), delay + TOAST_EXIT_MS);
    },
    [clearExit, goTo],
  );

  useEffect(() => {
    const visible = window.setTimeout(() => {
      if (life.current.phase === 'entering') goTo('visible');
    }, TOAST_START_DELAY_MS);
    const icon = window.setTimeout(() => setIconAnimated(true), TOAST_START_DELAY_MS + TOAST_ICON_ANIMATION_DELAY_MS);
    scheduleExit(TOAST_START_DELAY_MS + durationRef.current);
    return () => {
      window.clearTimeout(visible);
      window.clearTimeout(icon);
      clearExit();
    };
  }, [clearExit, goTo, scheduleExit]);

  // Dismissed by the owner (also before it has appeared): fade now.
  useEffect(() => {
    if (!dismissed || life.current.phase === 'exiting') return;
    clearExit();
    goTo('exiting');
    life.current.remove = window.setTimeout(() => onRemovedRef.current(), TOAST_EXIT_MS);
  }, [dismissed, clearExit, goTo]);

  const onMouseEnter = () => {
    if (life.current.phase === 'exiting') return;
    life.current.hovered = true;
    clearExit();
  };
  const onMouseLeave = () => {
    if (!life.current.hovered || life.current.phase === 'exiting') return;
    life.current.hovered = false;
    // The full duration again (counted from when it appears, if it has not yet).
    scheduleExit((life.current.phase === 'entering' ? TOAST_START_DELAY_MS : 0) + durationRef.current);
  };

  const classes = ['platform-toast', iconAnimated && !reducedMotion ? TOAST_ICON_ANIMATE_CLASS : null].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      data-test-id={dataTestId}
      data-toast-phase={phase}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      style={{
        opacity: phase === 'visible' ? 1 : 0,
        transition: reducedMotion ? 'none' : `opacity ${TOAST_EXIT_MS}ms ease-in-out`,
        pointerEvents: phase === 'exiting' ? 'none' : undefined,
      }}
    >
      {children}
    </div>
  );
}
