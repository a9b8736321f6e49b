import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'found';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../testing/render';
import HeaderSearch, { suggestionsOf, TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_SIZE } from './HeaderSearch';

function WithPath() {
  const { match } = useRouter();
  return (
    <>
      <HeaderSearch />
      <p data-test-id="path">{`${match.location.pathname}${match.location.search}`}</p>
    </>
  );
}

const answer = {
  searchTypeahead: {
    queries: ['kitchen ideas', 'kitchen island'],
    topics: [{ name: 'Kitchen design', urlName: 'home:kitchen-design' }],
    users: [{ id: 'VXNlcjox', username: 'kitchen.kate', fullName: 'Kate Kitchen', imageMediumUrl: '' }],
    boards: [{ id: 'Qm9hcmQ6Mg==', url: '/ada/kitchen-ideas/', name: 'Kitchen ideas', owner: { id: 'VXNlcjoz', fullName: 'Ada Baker' } }],
  },
};

const field = () => screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
const path = () => screen.getByTestId('path').textContent;

/** The question for these words (a slow machine may have asked for the first letters too). */
const asked = (environment: ReturnType<typeof createMockEnvironment>, words: string) =>
  waitFor(() => environment.mock.findOperation((o) => o.request.node.params.name === 'HeaderSearchQuery' && o.request.variables.query === words.trim()));

async function typed(words: string) {
  const user = userEvent.setup();
  const environment = createMockEnvironment();
  renderWithRouter(<WithPath />, environment);
  await screen.findByRole('combobox', { name: 'Search' });
  await user.type(field(), words);
  const operation = await asked(environment, words);
  await act(async () => environment.mock.resolve(operation, { data: answer }));
  await screen.findAllByRole('option');
  return { user, environment, operation };
}

describe('suggestionsOf', () => {
  it('groups search terms first (to a pins search, rs=ac), then topics (their page, slug after the colon), people, boards', () => {
    expect(suggestionsOf(answer.searchTypeahead).map((s) => [s.group, s.label, s.href])).toEqual([
      ['Search', 'kitchen ideas', '/search/pins/?q=kitchen+ideas&rs=ac'],
      ['Search', 'kitchen island', '/search/pins/?q=kitchen+island&rs=ac'],
      ['Topics', 'Kitchen design', '/topics/kitchen-design/'],
      ['People', 'Kate Kitchen', '/kitchen.kate/'],
      ['Boards', 'Kitchen ideas', '/ada/kitchen-ideas/'],
    ]);
    expect(suggestionsOf(null)).toEqual([]);
  });
});

describe('HeaderSearch', () => {
  it('asks for suggestions as you type and shows them grouped under headings, in order', async () => {
    const { operation } = await typed('kitchen');
    expect(operation.request.variables).toEqual({ query: 'kitchen', first: TYPEAHEAD_SIZE });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(field().getAttribute('aria-controls')).toBe(list.id);
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Searches',
      'Topics',
      'People',
      'Boards',
    ]);
    expect(within(groups[2]!).getByRole('option').textContent).toContain('@kitchen.kate');
  });

  it('moves through the suggestions with the arrow keys (wrapping) and opens the chosen term with Enter', async () => {
    const { user } = await typed('kitchen');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[4]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');
    expect(path()).toBe('/search/pins/?q=kitchen+island&rs=ac');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    // On the search page the field shows its words.
    await waitFor(() => expect(field().value).toBe('kitchen island'));
  });

  it('searches pins for the typed words on Enter with no suggestion chosen (rs=typed)', async () => {
    const { user } = await typed('kitchen');
    await user.keyboard('{Enter}');
    expect(path()).toBe('/search/pins/?q=kitchen&rs=typed');
  });

  it('searches the words just pasted on Enter, before any suggestion arrives', async () => {
    const user = userEvent.setup();
    renderWithRouter(<WithPath />, createMockEnvironment());
    await user.click(await screen.findByRole('combobox', { name: 'Search' }));
    await user.paste('chocolate cake');
    await user.keyboard('{Enter}');
    expect(path()).toBe('/search/pins/?q=chocolate+cake&rs=typed');
  });

  it('opens a topic, a person and a board with the keyboard', async () => {
    const { user } = await typed('kitchen');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(path()).toBe('/topics/kitchen-design/');
    await waitFor(() => expect(field().value).toBe(''));
    await user.type(field(), 'kitchen');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(path()).toBe('/ada/kitchen-ideas/');
    await user.type(field(), 'kitchen');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(path()).toBe('/kitchen.kate/');
  });

  it('opens a suggestion clicked', async () => {
    const { user } = await typed('kitchen');
    await user.click(screen.getByRole('option', { name: /Board by Ada Baker/ }));
    expect(path()).toBe('/ada/kitchen-ideas/');
  });

  it('closes the list on Escape, keeping the words; a second Escape clears them', async () => {
    const { user } = await typed('kitchen');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    expect(field().value).toBe('kitchen');
    // Enter now searches the words, not the suggestion that was chosen before.
    await user.keyboard('{Escape}');
    expect(field().value).toBe('');
    expect(path()).toBe('/');
  });

  it('says when nothing is suggested, and when suggestions are not answering', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderWithRouter(<WithPath />, environment);
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'zz');
    const operation = await asked(environment, 'zz');
    await act(async () => environment.mock.resolve(operation, { data: { searchTypeahead: { queries: [], topics: [], users: [], boards: [] } } }));
    expect(await screen.findByText('Press Enter to search for “zz”')).toBeTruthy();
    await user.type(field(), 'z');
    const failing = await asked(environment, 'zzz');
    await act(async () => environment.mock.reject(failing, new Error('offline')));
    expect(await screen.findByText('Suggestions are not answering; press Enter to search')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(path()).toBe('/search/pins/?q=zzz&rs=typed');
  });

  it('shows the words of the search page it is on', async () => {
    renderWithRouter(<WithPath />, createMockEnvironment(), '/search/boards/?q=lemon+cake');
    expect((await screen.findByRole('combobox', { name: 'Search' }) as HTMLInputElement).value).toBe('lemon cake');
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
      const input = await screen.findByRole('combobox', { name: 'Search' });
      await user.type(input, 'kitchen');
      await act(async () => vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 1));
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(1));
      const asked = environment.mock.getAllOperations();
      expect(asked).toHaveLength(1);
      expect(asked[0]!.request.variables.query).toBe('kitchen');
    });
  });

  it('asks nothing for blank words, and Enter on them goes nowhere', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderWithRouter(<WithPath />, environment);
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), '   {Enter}');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(path()).toBe('/');
  });
});
