import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ViewerKind } from '../account/gate';
import { nextOperation } from '../testing/operations';
import { renderWithRelay, type MockEnvironment } from '../testing/render';
import { LOGGED_OUT, ViewerContext } from '../viewer/ViewerContext';
import CommentsSection from './CommentsSection';
import { RATE_LIMITED, TOO_LONG } from './rules';

const PIN_ID = 'UGluOjQyNDI=';
const ME = { id: 'VXNlcjo5', username: 'bea', fullName: 'Bea Cook', imageMediumUrl: '' };
const ADA = { id: 'VXNlcjox', username: 'ada', fullName: 'Ada Baker', imageMediumUrl: '' };

interface CommentData {
  readonly entityId: string;
  readonly text: string;
  readonly author?: typeof ME;
  readonly viewerCanEdit?: boolean;
  readonly viewerCanDelete?: boolean;
  readonly replyCount?: number;
  readonly links?: ReadonlyArray<{ url: string; offsiteUrl: string | null; start: number; end: number }>;
}

const node = (c: CommentData) => ({
  id: `Q29tbWVudDo${c.entityId}`,
  entityId: c.entityId,
  text: c.text,
  createdAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
  isEdited: false,
  replyCount: c.replyCount ?? 0,
  viewerCanEdit: c.viewerCanEdit ?? false,
  viewerCanDelete: c.viewerCanDelete ?? false,
  author: c.author ?? ADA,
  mentions: [],
  links: c.links ?? [],
});
const connection = (nodes: readonly CommentData[]) => ({
  edges: nodes.map((c) => ({ cursor: c.entityId, node: node(c) })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
});

const TOP: readonly CommentData[] = [
  {
    entityId: '2',
    text: 'Mine: see https://example.com/lamp',
    author: ME,
    viewerCanEdit: true,
    viewerCanDelete: true,
    replyCount: 1,
    links: [{ url: 'https://example.com/lamp', offsiteUrl: '/offsite/?token=abc&url=https%3A%2F%2Fexample.com%2Flamp', start: 10, end: 34 }],
  },
  { entityId: '1', text: 'Lovely colours', author: ADA },
];
/** As a visitor gets them: nothing to change. */
const readOnly = (c: CommentData): CommentData => ({ ...c, viewerCanEdit: false, viewerCanDelete: false });
const REPLIES: readonly CommentData[] = [{ entityId: '3', text: 'Thank you!', author: ADA }];

async function renderSection(kind: ViewerKind = 'member') {
  const environment = createMockEnvironment();
  const user = userEvent.setup();
  renderWithRelay(
    <ViewerContext.Provider value={{ ...LOGGED_OUT, kind, userId: kind === 'anonymous' ? null : '9', username: kind === 'anonymous' ? null : 'bea' }}>
      <CommentsSection pinId="4242" />
    </ViewerContext.Provider>,
    environment,
  );
  const operation = await nextOperation(environment, 'CommentsSectionQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ user: kind === 'anonymous' ? null : ME }),
        Pin: () => ({ id: PIN_ID, entityId: '4242', commentCount: 3 }),
        // The pin's list, then each top-level comment's replies (only the first has one).
        CommentConnection: (context) => (context.name === 'replies' ? connection(context.path?.includes('0') ? REPLIES : []) : connection(kind === 'anonymous' ? TOP.map(readOnly) : TOP)),
      }),
    ),
  );
  await screen.findByRole('heading', { name: '3 comments' });
  return { environment, user };
}

const comment = (text: string) => screen.getAllByTestId('comment').find((li) => within(li).queryAllByText(text).length > 0)!;
const postBox = () => screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;

function resolveWith(environment: MockEnvironment, operation: OperationDescriptor, data: Record<string, unknown>) {
  return act(async () => environment.mock.resolve(operation, { data }));
}

describe('CommentsSection', () => {
  it('lists the comments, newest first, with a reply under its comment, author links, time and safe links', async () => {
    await renderSection();
    const items = screen.getAllByTestId('comment');
    expect(items.map((li) => li.getAttribute('data-comment-id'))).toEqual(['2', '1']);
    const reply = within(items[0]!).getByTestId('comment-reply');
    expect(within(reply).getByText('Thank you!')).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Ada Baker' }).getAttribute('href')).toBe('/ada/');
    expect(within(items[1]!).getByText('2h')).toBeTruthy();
    const link = within(items[0]!).getByRole('link', { name: 'https://example.com/lamp' });
    expect(link.getAttribute('href')).toBe('/offsite/?token=abc&url=https%3A%2F%2Fexample.com%2Flamp');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
  });

  it('shows Delete and Edit only on the comments the viewer may change', async () => {
    await renderSection();
    const own = screen.getAllByTestId('comment')[0]!;
    // Ada's reply to the viewer's comment: the viewer may not change it.
    expect(within(within(own).getByTestId('comment-reply')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(own).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(within(own).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(within(comment('Lovely colours')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(comment('Lovely colours')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(comment('Lovely colours')).getByRole('button', { name: 'Reply' })).toBeTruthy();
  });

  it('a post shows at once; a refusal takes it away and gives the text back with the reason', async () => {
    const { environment, user } = await renderSection();
    await user.type(postBox(), 'So pretty');
    await user.click(postButton());
    const operation = await nextOperation(environment, 'useCommentMutationsCreateMutation');
    expect(operation.request.variables).toMatchObject({ pinId: '4242', text: 'So pretty' });
    expect(within(screen.getAllByTestId('comment')[0]!).getByText('So pretty')).toBeTruthy();
    expect(screen.getByText('Posting…')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '4 comments' })).toBeTruthy();
    expect(postBox().value).toBe('');
    await resolveWith(environment, operation, { createComment: { comment: null, pin: null, errors: [{ code: 'RATE_LIMITED', message: 'Too many comments' }] } });
    expect(await screen.findByText(RATE_LIMITED)).toBeTruthy();
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '3 comments' })).toBeTruthy();
    expect(postBox().value).toBe('So pretty');
  });

  it('a post that fails on the network is rolled back too, the text kept', async () => {
    const { environment, user } = await renderSection();
    await user.type(postBox(), 'Where is it from?');
    await user.click(postButton());
    await nextOperation(environment, 'useCommentMutationsCreateMutation');
    expect(screen.getAllByTestId('comment')).toHaveLength(3);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
    expect(postBox().value).toBe('Where is it from?');
  });

  it("a post the server takes stays, with the server's id, and the box is empty", async () => {
    const { environment, user } = await renderSection();
    await user.type(postBox(), 'Great idea');
    await user.click(postButton());
    const operation = await nextOperation(environment, 'useCommentMutationsCreateMutation');
    await resolveWith(environment, operation, {
      createComment: {
        comment: { ...node({ entityId: '9', text: 'Great idea', author: ME, viewerCanEdit: true, viewerCanDelete: true }), replies: connection([]) },
        pin: { id: PIN_ID, commentCount: 4 },
        errors: [],
      },
    });
    expect(screen.queryByText('Posting…')).toBeNull();
    expect(screen.getAllByTestId('comment').map((li) => li.getAttribute('data-comment-id'))).toEqual(['9', '2', '1']);
    expect(screen.getByRole('heading', { name: '4 comments' })).toBeTruthy();
    expect(postBox().value).toBe('');
  });

  it('takes 500 characters; at 501 Post is disabled and says why', async () => {
    const { user } = await renderSection();
    expect(postButton().disabled).toBe(true);
    await user.click(postBox());
    await user.paste('a'.repeat(500));
    expect(screen.getByTestId('comment-new-counter').textContent).toBe('500/500');
    expect(postButton().disabled).toBe(false);
    expect(screen.queryByText(TOO_LONG)).toBeNull();
    await user.type(postBox(), 'b');
    expect(screen.getByTestId('comment-new-counter').textContent).toBe('501/500');
    expect(postButton().disabled).toBe(true);
    expect(screen.getByText(TOO_LONG)).toBeTruthy();
  });

  it('a reply goes under its comment', async () => {
    const { environment, user } = await renderSection();
    await user.click(within(comment('Lovely colours')).getByRole('button', { name: 'Reply' }));
    const box = within(comment('Lovely colours')).getByRole('textbox', { name: 'Reply' });
    await user.type(box, 'Agreed');
    await user.click(within(comment('Lovely colours')).getByRole('button', { name: 'Reply' }));
    const operation = await nextOperation(environment, 'useCommentMutationsReplyMutation');
    expect(operation.request.variables).toMatchObject({ pinId: '4242', text: 'Agreed', parentId: '1' });
    expect(within(within(comment('Lovely colours')).getByTestId('comment-reply')).getByText('Agreed')).toBeTruthy();
  });

  it('an edit shows at once; a refusal opens the box again with the text and the reason', async () => {
    const { environment, user } = await renderSection();
    const own = screen.getAllByTestId('comment')[0]!;
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const box = within(own).getByRole('textbox', { name: 'Edit comment' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Mine: see https://example.com/lamp');
    await user.clear(box);
    await user.type(box, 'Changed my mind');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    const operation = await nextOperation(environment, 'useCommentMutationsEditMutation');
    expect(operation.request.variables).toEqual({ id: '2', text: 'Changed my mind' });
    expect(within(own).getByText('Changed my mind')).toBeTruthy();
    await resolveWith(environment, operation, { editComment: { comment: null, errors: [{ code: 'FORBIDDEN', message: 'Only the person who wrote this comment can edit it.' }] } });
    expect(await within(own).findByText('Only the person who wrote this comment can edit it.')).toBeTruthy();
    expect((within(own).getByRole('textbox', { name: 'Edit comment' }) as HTMLTextAreaElement).value).toBe('Changed my mind');
    // The comment itself is as it was.
    await user.click(within(own).getByRole('button', { name: 'Cancel' }));
    expect(within(own).getByRole('link', { name: 'https://example.com/lamp' })).toBeTruthy();
    expect(within(own).queryByText('Changed my mind')).toBeNull();
  });

  it('deleting a comment takes it (and its replies) out; a refusal brings it back', async () => {
    const { environment, user } = await renderSection();
    const own = screen.getAllByTestId('comment')[0]!;
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    await user.click(within(own).getByTestId('comment-delete-confirm'));
    const operation = await nextOperation(environment, 'useCommentMutationsDeleteMutation');
    expect(operation.request.variables).toMatchObject({ id: '2' });
    expect(screen.getAllByTestId('comment').map((li) => li.getAttribute('data-comment-id'))).toEqual(['1']);
    expect(screen.getByRole('heading', { name: '1 comment' })).toBeTruthy();
    await resolveWith(environment, operation, { deleteComment: { deletedCommentId: null, deletedReplyCount: 0, errors: [{ code: 'BLOCKED', message: "You can't comment on this Pin." }] } });
    await waitFor(() => expect(screen.getAllByTestId('comment').map((li) => li.getAttribute('data-comment-id'))).toEqual(['2', '1']));
    expect(screen.getByRole('heading', { name: '3 comments' })).toBeTruthy();
    expect(await screen.findByText("You can't comment on this Pin.")).toBeTruthy();
  });

  it('a visitor reads the comments and is offered to log in to comment', async () => {
    await renderSection('anonymous');
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
    const login = screen.getByRole('link', { name: 'Log in to comment' });
    expect(login.getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/pin/4242/comments/')}`);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
