import { Box, Flex, IconButton, Link, Text } from 'gestalt';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chipArrows, chipScrollStep } from './rules';

export interface Chip {
  readonly key: string;
  readonly label: string;
  /** Where the chip leads; a plain label when absent. */
  readonly href?: string | null;
}

interface Props {
  readonly chips: readonly Chip[];
  /** Names the row for assistive technology, e.g. 'Visual annotations'. */
  readonly label: string;
  readonly testId: string;
}

/**
 * A horizontal row of chips (pin-card §9): it scrolls by half its width per arrow press, and shows
 * the arrow of a direction only when more than 4 px are left to scroll that way.
 */
export default function ChipRow({ chips, label, testId }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState({ previous: false, next: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = chipArrows({ scrollLeft: el.scrollLeft, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth });
    setArrows((current) => (current.previous === next.previous && current.next === next.next ? current : next));
  }, []);

  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !scroller.current) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller.current);
    return () => observer.disconnect();
  }, [measure, chips]);

  const step = (direction: -1 | 1) => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft += direction * chipScrollStep(el.clientWidth);
    measure();
  };

  if (chips.length === 0) return null;
  return (
    <Box position="relative" data-test-id={testId}>
      <Flex alignItems="center" gap={1}>
        {arrows.previous ? (
          <IconButton accessibilityLabel={`Scroll ${label} back`} icon="arrow-back" size="sm" bgColor="lightGray" onClick={() => step(-1)} />
        ) : null}
        <Flex.Item flex="grow" minWidth={0}>
          <div
            ref={scroller}
            onScroll={measure}
            role="list"
            aria-label={label}
            style={{ display: 'flex', gap: 8, overflowX: 'auto', scrollBehavior: 'smooth', scrollbarWidth: 'none' }}
          >
            {chips.map((chip) => (
              <div role="listitem" key={chip.key} style={{ flex: '0 0 auto' }}>
                <Box color="secondary" rounding="pill" paddingX={3} paddingY={2}>
                  {chip.href ? (
                    <Link href={chip.href} underline="none">
                      <Text weight="bold" size="200">
                        {chip.label}
                      </Text>
                    </Link>
                  ) : (
                    <Text weight="bold" size="200">
                      {chip.label}
                    </Text>
                  )}
                </Box>
              </div>
            ))}
          </div>
        </Flex.Item>
        {arrows.next ? (
          <IconButton accessibilityLabel={`Scroll ${label} forward`} icon="arrow-forward" size="sm" bgColor="lightGray" onClick={() => step(1)} />
        ) : null}
      </Flex>
    </Box>
  );
}
