import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RouteErrorBoundary from './RouteErrorBoundary';

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows "Try again" when the route throws, and renders the route again on click', async () => {
    // React reports caught render errors on the console; keep the test output quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('chunk failed to load');
      return <p>Pins are here</p>;
    }
    const onRetry = vi.fn();

    render(
      <RouteErrorBoundary onRetry={onRetry}>
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText('Pins are here')).toBeNull();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Pins are here')).toBeTruthy();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
