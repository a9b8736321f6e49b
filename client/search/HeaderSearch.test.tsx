import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'found';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextOperation } from '../testing/operations';
import { renderWithRouter } from '../testing/render';
import HeaderSearch, { searchOptions, TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_SIZE } from './HeaderSearch';

function WithPath() {
  const { match } = useRouter();
  return (
    <>
      <HeaderSearch />
      <p data-test-id="path">{match.location.pathname}</p>
    </>
  );
}

const answer = {
  searchTypeahead: {
    users: [{ id: 'VXNlcjox', username: 'kitchen.kate', fullName: 'Kate Kitchen' }],
    boards: [{ id: 'Qm9hcmQ6Mg==', url: '/ada/kitchen-ideas/', name: 'Kitchen ideas', owner: { id: 'VXNlcjoz', fullName: 'Ada Baker' } }],
  },
};

describe('searchOptions', () => {
  it('lists people (to their profile) before boards (to the board, with its owner)', () => {
    expect(searchOptions(answer.searchTypeahead)).toEqual([
      { label: 'Kate Kitchen', subtext: '@kitchen.kate', value: '/kitchen.kate/' },
      { label: 'Kitchen ideas', subtext: 'Board by Ada Baker', value: '/ada/kitchen-ideas/' },
    ]);
    expect(searchOptions(null)).toEqual([]);
  });
});

describe('HeaderSearch', () => {
  it('asks for people and boards as you type and opens the one you choose', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderWithRouter(<WithPath />, environment);
    await user.type(await screen.findByLabelText('Search'), 'kitchen');
    const operation = await nextOperation(environment, 'HeaderSearchQuery');
    expect(operation.request.variables).toEqual({ query: 'kitchen', first: TYPEAHEAD_SIZE });
    await act(async () => environment.mock.resolve(operation, { data: answer }));
    await user.click(await screen.findByText('Kitchen ideas'));
    expect(screen.getByTestId('path').textContent).toBe('/ada/kitchen-ideas/');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('says when nothing matches, and when search is not answering', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderWithRouter(<WithPath />, environment);
    await user.type(await screen.findByLabelText('Search'), 'zz');
    const operation = await nextOperation(environment, 'HeaderSearchQuery');
    expect(operation.request.variables.query).toBe('zz');
    await act(async () => environment.mock.resolve(operation, { data: { searchTypeahead: { users: [], boards: [] } } }));
    expect(await screen.findByText('No people or boards match “zz”')).toBeTruthy();
    await user.type(screen.getByLabelText('Search'), 'z');
    const failing = await nextOperation(environment, 'HeaderSearchQuery');
    await act(async () => environment.mock.reject(failing, new Error('offline')));
    expect(await screen.findByText('Search is not answering; try again')).toBeTruthy();
  });

  describe('while you type', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`asks once you pause for ${TYPEAHEAD_DEBOUNCE_MS} ms, not for each key`, async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const environment = createMockEnvironment();
      renderWithRouter(<WithPath />, environment);
      const field = await screen.findByLabelText('Search');
      await user.type(field, 'kitchen');
      await act(async () => vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 1));
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(1));
      const asked = environment.mock.getAllOperations();
      expect(asked).toHaveLength(1);
      expect(asked[0]!.request.variables.query).toBe('kitchen');
    });
  });

  it('asks nothing for blank words', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderWithRouter(<WithPath />, environment);
    await user.type(await screen.findByLabelText('Search'), '   ');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
