import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PriceFilter, { parsePrice, PRICE_LIMIT } from './PriceFilter';

describe('parsePrice', () => {
  it('reads dollars with up to 2 decimals, from 0 to the limit; empty is no bound', () => {
    expect(parsePrice('')).toEqual({ value: null });
    expect(parsePrice('  ')).toEqual({ value: null });
    expect(parsePrice('0')).toEqual({ value: 0 });
    expect(parsePrice('$19.99')).toEqual({ value: 19.99 });
    expect(parsePrice('1,000')).toEqual({ value: 1000 });
    expect(parsePrice(String(PRICE_LIMIT))).toEqual({ value: PRICE_LIMIT });
    expect(parsePrice(String(PRICE_LIMIT + 0.01))).toHaveProperty('error');
    expect(parsePrice('1.999')).toHaveProperty('error');
    expect(parsePrice('-1')).toHaveProperty('error');
    expect(parsePrice('ten')).toHaveProperty('error');
  });
});

describe('PriceFilter', () => {
  const setup = (value = { min: null as number | null, max: null as number | null }) => {
    const onChange = vi.fn();
    render(<PriceFilter value={value} onChange={onChange} />);
    return { onChange, user: userEvent.setup() };
  };

  it('applies a min and a max (Enter or Apply)', async () => {
    const { onChange, user } = setup();
    await user.type(screen.getByLabelText('Min price'), '20');
    await user.type(screen.getByLabelText('Max price'), '59.99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 20, max: 59.99 });
    await user.clear(screen.getByLabelText('Max price'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({ min: 20, max: null });
  });

  it('says what is wrong under the field and applies nothing: a bad price, or min above max', async () => {
    const { onChange, user } = setup();
    await user.type(screen.getByLabelText('Min price'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a price like 25 or 19.99')).toBeTruthy();
    await user.clear(screen.getByLabelText('Min price'));
    await user.type(screen.getByLabelText('Min price'), '50.01');
    await user.type(screen.getByLabelText('Max price'), '50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Max price must be at least the min price')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    // Equal bounds are a range of one price.
    await user.clear(screen.getByLabelText('Min price'));
    await user.type(screen.getByLabelText('Min price'), '50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({ min: 50, max: 50 });
  });

  it('shows the range of the address, and Clear removes it', async () => {
    const { onChange, user } = setup({ min: 10, max: 30 });
    expect((screen.getByLabelText('Min price') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Max price') as HTMLInputElement).value).toBe('30');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({ min: null, max: null });
  });
});
