import { Box, Button, Flex, TextField } from 'gestalt';
import { useEffect, useId, useState, type FormEvent } from 'react';

export interface PriceRange {
  readonly min: number | null;
  readonly max: number | null;
}

/** The highest price a filter may name, in dollars (v3's PRICE_MAX). */
export const PRICE_LIMIT = 1_000_000;

/** A price as typed: '' is none; else dollars, at most 2 decimals, 0 to PRICE_LIMIT ('$' and ',' allowed). */
export function parsePrice(text: string): { readonly value: number | null } | { readonly error: string } {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (clean === '') return { value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return { error: 'Enter a price like 25 or 19.99' };
  const value = Number(clean);
  if (value > PRICE_LIMIT) return { error: `At most $${PRICE_LIMIT.toLocaleString('en-US')}` };
  return { value };
}

const shown = (value: number | null) => (value === null ? '' : String(value));

interface Props {
  readonly value: PriceRange;
  readonly onChange: (range: PriceRange) => void;
}

/**
 * Min and max price for product pins: applied with "Apply" (or Enter) when both are valid and min
 * is not above max; each mistake is said under its field. "Clear" removes both.
 */
export default function PriceFilter({ value, onChange }: Props) {
  const id = useId();
  const [min, setMin] = useState(shown(value.min));
  const [max, setMax] = useState(shown(value.max));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  // The address changed (Back, a link): show what it says.
  useEffect(() => {
    setMin(shown(value.min));
    setMax(shown(value.max));
    setErrors({});
  }, [value.min, value.max]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = parsePrice(min);
    const high = parsePrice(max);
    const found: { min?: string; max?: string } = {};
    if ('error' in low) found.min = low.error;
    if ('error' in high) found.max = high.error;
    if (!found.min && !found.max && 'value' in low && 'value' in high && low.value !== null && high.value !== null && low.value > high.value) {
      found.max = 'Max price must be at least the min price';
    }
    setErrors(found);
    if (found.min || found.max || !('value' in low) || !('value' in high)) return;
    onChange({ min: low.value, max: high.value });
  };

  return (
    <form onSubmit={apply} aria-label="Price filter" data-test-id="price-filter">
      <Flex gap={2} alignItems="start" wrap>
        <Box width={130}>
          <TextField id={`${id}-min`} label="Min price" placeholder="$0" size="md" value={min} errorMessage={errors.min} onChange={({ value: text }) => setMin(text)} />
        </Box>
        <Box width={130}>
          <TextField id={`${id}-max`} label="Max price" placeholder="Any" size="md" value={max} errorMessage={errors.max} onChange={({ value: text }) => setMax(text)} />
        </Box>
        <Box paddingY={6}>
          <Flex gap={2}>
            <Button text="Apply" type="submit" color="red" size="md" />
            {value.min !== null || value.max !== null ? (
              <Button
                text="Clear"
                size="md"
                onClick={() => {
                  setMin('');
                  setMax('');
                  setErrors({});
                  onChange({ min: null, max: null });
                }}
              />
            ) : null}
          </Flex>
        </Box>
      </Flex>
    </form>
  );
}
