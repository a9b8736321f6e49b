import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adaUser, nextOperation, resolveOperation, signedInViewer, signedOutViewer } from '../../testing/operations';
import { renderApp, type MockEnvironment } from '../../testing/render';
import { draftKey, loadDraft, type PinDraft } from './draft';
import { CARD_ERRORS } from './PinBuilderPage';
import { BOARD_REQUIRED, DETAILS_TOO_LONG, LINK_INVALID, TITLE_TOO_LONG } from './pinFields';
import { CAROUSEL_TOO_FEW, carouselTooMany, STILL_UPLOADING } from './publishRules';
import { UploadFailed, uploadFile } from './uploadFile';
import { PUBLISH_FAILED } from './useCreatePin';

vi.mock('./uploadFile', async (importOriginal) => ({ ...(await importOriginal<typeof import('./uploadFile')>()), uploadFile: vi.fn() }));
const uploadMock = vi.mocked(uploadFile);

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const BOARD = { boardId: 'Qm9hcmQ6NDI=', boardEntityId: '42', boardName: 'Desserts', sectionId: '7', sectionTitle: 'Tarts' };
const image = (n: number) => ({ key: `k${n}`, fileName: `cake-${n}.png`, uploadId: `u${n}`, status: 'succeeded' as const, signature: String(n).repeat(32), imageUrl: `/images/236x/${n}.jpg`, width: 400, height: 600, error: null });
const member = { ...signedInViewer(), user: { ...adaUser(), entityId: '1' } };
const KEY = draftKey('1');

function storeDraft(overrides: Partial<PinDraft> = {}) {
  const draft: PinDraft = {
    version: 1,
    guid: GUID,
    fields: { title: 'Lemon tart', description: 'Sharp and buttery.', link: 'https://example.com/tart', altText: 'A tart on a plate' },
    board: BOARD,
    carousel: false,
    images: [image(1)],
    ...overrides,
  };
  window.localStorage.setItem(KEY, JSON.stringify(draft));
}

async function openBuilder(path = '/pin-builder') {
  const environment = createMockEnvironment();
  renderApp(environment, path, { viewer: member });
  await resolveOperation(environment, 'routes_AccountQuery', { Viewer: () => signedInViewer() });
  await screen.findByRole('heading', { level: 1, name: 'Create Pin' });
  return { environment, user: userEvent.setup() };
}

const createdPin = (environment: MockEnvironment, n: number) =>
  act(async () => {
    const operation = await nextOperation(environment, 'useCreatePinMutation');
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Pin: () => ({ id: `UGluOj${n}`, entityId: String(n), seoUrl: `/pin/lemon-tart--${n}/` }),
        Board: () => ({ id: BOARD.boardId, name: 'Desserts', url: '/ada/desserts/' }),
      }),
    );
  });

const createPinInputs = (environment: MockEnvironment) =>
  environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === 'useCreatePinMutation')
    .map((operation) => operation.request.variables.input as Record<string, unknown>);

beforeAll(async () => {
  await Promise.all([import('./PinBuilderPage'), import('./IdeaPinBuilderPage')]);
}, 30_000);
beforeEach(() => uploadMock.mockReset());
afterEach(() => window.localStorage.clear());

describe('/pin-builder', () => {
  it('sends a visitor to log in first', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/pin-builder');
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
    // The log-in page (from the same account query in the store), which comes back here afterwards.
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it.each([
    ['/pin-builder', 'Create Pin'],
    ['/idea-pin-builder', 'Create Idea Pin'],
  ])('asks a limited login opening %s to confirm the password first, as the Create menu does; then the builder', async (path, heading) => {
    const limited = { ...signedInViewer({ isLimitedLogin: true }), user: { ...adaUser(), entityId: '1' } };
    const environment = createMockEnvironment();
    renderApp(environment, path, { viewer: limited });
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: () => signedInViewer({ isLimitedLogin: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to create a Pin or board' })).toBeTruthy();
    const prompt = await screen.findByTestId('limited-login-modal');
    expect(within(prompt).getByText("Confirm it's you")).toBeTruthy();
    // Nothing to upload to until then.
    expect(screen.queryByLabelText('Upload images')).toBeNull();
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('limited-login-modal')).toBeNull());
    // The page's Continue asks again.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByTestId('limited-login-modal');
    await user.type(within(again).getByLabelText('Password'), 'correct horse');
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    const confirm = await nextOperation(environment, 'useConfirmPasswordMutation');
    await act(async () =>
      environment.mock.resolve(
        confirm,
        MockPayloadGenerator.generate(confirm, {
          AccountPayload: () => ({ errors: [] }),
          Viewer: () => signedInViewer({ isLimitedLogin: false }),
          User: () => ({ ...adaUser(), entityId: '1' }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByLabelText('Upload images')).toBeTruthy();
    expect(screen.queryByTestId('limited-login-modal')).toBeNull();
  });

  it.each(['/pin-builder', '/pin/create/', '/pin-editor'])('%s is the builder: drop zone, fields and Publish, labelled', async (path) => {
    await openBuilder(path);
    expect(screen.getByLabelText('Upload images')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose images' })).toBeTruthy();
    for (const label of ['Title', 'Description', 'Link', 'Alt text']) expect(screen.getByLabelText(label), label).toBeTruthy();
    expect(screen.getByLabelText(/^Board/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.getByText('0/100')).toBeTruthy();
  });

  it('shows the upload progress, then processing; Publish waits for it; a refused file says what to do next', async () => {
    let progress: ((fraction: number) => void) | null = null;
    let finish: (() => void) | null = null;
    uploadMock.mockImplementation((_url, _parameters, _file, onProgress) => {
      progress = onProgress;
      return { done: new Promise<void>((resolve) => (finish = resolve)), abort: vi.fn() };
    });
    const { environment, user } = await openBuilder();
    await user.upload(screen.getByLabelText('Upload images'), new File(['png'], 'cake.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading cake.png' })).toBeTruthy();
    await resolveOperation(environment, 'useImageUploadsCreateMutation', {
      CreateUploadPayload: () => ({ uploadId: 'u1', uploadUrl: '/uploads/u1', uploadParameters: [{ name: 'signature', value: 's' }], errors: [] }),
    });
    await waitFor(() => expect(progress).not.toBeNull());
    act(() => progress!(0.4));
    expect((screen.getByRole('progressbar', { name: 'Uploading cake.png' }) as HTMLProgressElement).value).toBe(40);
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    await act(async () => finish!());
    expect(await screen.findByText('Processing your image…')).toBeTruthy();
    expect(screen.getByLabelText('Processing cake.png')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(STILL_UPLOADING)).toBeTruthy();
    expect(createPinInputs(environment)).toEqual([]);

    uploadMock.mockImplementation(() => {
      const done = Promise.reject(new UploadFailed(415, 'This file is not an image.'));
      done.catch(() => {});
      return { done, abort: vi.fn() };
    });
    fireEvent.change(screen.getByLabelText('Upload images'), { target: { files: [new File(['gif'], 'bad.gif', { type: 'image/gif' })] } });
    await resolveOperation(environment, 'useImageUploadsCreateMutation', {
      CreateUploadPayload: () => ({ uploadId: 'u2', uploadUrl: '/uploads/u2', uploadParameters: [], errors: [] }),
    });
    const tile = await screen.findByRole('listitem', { name: 'bad.gif' });
    expect(await within(tile).findByText('This file is not an image.')).toBeTruthy();
    expect(within(tile).getByRole('button', { name: 'Try another image' })).toBeTruthy();
    await user.click(within(tile).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('listitem', { name: 'bad.gif' })).toBeNull();
  });

  it('keeps the draft across a reload and publishes it once per guid: a retry after a failure sends the same guid', async () => {
    storeDraft();
    const { environment, user } = await openBuilder();
    expect(screen.getByText('We kept your draft from last time.')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Lemon tart');
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe('https://example.com/tart');
    expect(screen.getByText('Desserts / Tarts')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Uploaded image cake-1.png' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const first = await nextOperation(environment, 'useCreatePinMutation');
    expect(first.request.variables.input).toEqual({
      boardId: BOARD.boardId,
      sectionId: btoa('BoardSection:7'),
      method: 'UPLOADED',
      title: 'Lemon tart',
      description: 'Sharp and buttery.',
      link: 'https://example.com/tart',
      altText: 'A tart on a plate',
      guid: `${GUID}:k1`,
      uploadId: 'u1',
    });
    await act(async () => environment.mock.reject(first, new Error('HTTP 502')));
    expect(await screen.findByText(PUBLISH_FAILED)).toBeTruthy();
    expect(loadDraft(KEY)?.guid).toBe(GUID);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const again = await nextOperation(environment, 'useCreatePinMutation');
    expect((again.request.variables.input as { guid: string }).guid).toBe(`${GUID}:k1`);
    await createdPin(environment, 9);
    // On to the new pin; the draft is gone.
    const pinQuery = await nextOperation(environment, 'routes_PinQuery');
    expect(pinQuery.request.variables).toEqual({ pinId: 'lemon-tart--9' });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(await screen.findByText('Saved to Desserts')).toBeTruthy();
  });

  it('publishes several images as several pins, then goes to the board', async () => {
    storeDraft({ images: [image(1), image(2)] });
    const { environment, user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(createPinInputs(environment)).toHaveLength(1));
    expect(createPinInputs(environment)[0]).toMatchObject({ uploadId: 'u1', guid: `${GUID}:k1` });
    await createdPin(environment, 9);
    await waitFor(() => expect(createPinInputs(environment)).toHaveLength(1));
    expect(createPinInputs(environment)[0]).toMatchObject({ uploadId: 'u2', guid: `${GUID}:k2` });
    await createdPin(environment, 10);
    expect(await nextOperation(environment, 'routes_BoardQuery')).toBeTruthy();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('publishes 2–5 images as one carousel when Carousel is on', async () => {
    storeDraft({ images: [image(1), image(2), image(3)] });
    const { environment, user } = await openBuilder();
    await user.click(screen.getByLabelText(/^Carousel/));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(createPinInputs(environment)).toHaveLength(1));
    const [input] = createPinInputs(environment);
    expect(input).toMatchObject({ guid: `${GUID}:carousel`, carouselSlots: [{ uploadId: 'u1' }, { uploadId: 'u2' }, { uploadId: 'u3' }] });
    expect(input).not.toHaveProperty('uploadId');
    await createdPin(environment, 11);
    expect(await nextOperation(environment, 'routes_PinQuery')).toBeTruthy();
  });

  describe('carousel cards', () => {
    // Pasted, not typed letter by letter: the machine running the tests is slow.
    const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

    it('gives each image its own title, details and link, in the order the images are put in', async () => {
      storeDraft({ images: [image(1), image(2), image(3)] });
      const { environment, user } = await openBuilder();
      expect(screen.queryByLabelText('Title of image 1')).toBeNull();
      await user.click(screen.getByLabelText(/^Carousel/));
      // One set of fields per card, each named after its image.
      for (const n of [1, 2, 3]) for (const field of ['Title', 'Details', 'Link']) expect(screen.getByLabelText(`${field} of image ${n}`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Move image 3 later' })).toHaveProperty('disabled', true);
      await fill(user, 'Title of image 1', 'The crust');
      await fill(user, 'Details of image 2', 'Curd, set.');
      await fill(user, 'Link of image 3', 'https://example.com/glaze');
      await fill(user, 'Title of image 3', 'The glaze');

      // The keyboard moves the third card before the second; its fields go with it.
      act(() => screen.getByRole('button', { name: 'Move image 3 earlier' }).focus());
      await user.keyboard('{Enter}');
      expect(screen.getByRole('status').textContent).toBe('cake-3.png is now image 2 of 3.');
      expect(value('Title of image 2')).toBe('The glaze');
      expect(value('Link of image 2')).toBe('https://example.com/glaze');
      expect(value('Details of image 3')).toBe('Curd, set.');
      expect(screen.getAllByRole('listitem').map((tile) => tile.getAttribute('aria-label'))).toEqual(['Image 1: cake-1.png', 'Image 2: cake-3.png', 'Image 3: cake-2.png']);
      // And back to the front: the focus stays on a button of the moved card.
      await user.keyboard('{Enter}');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move image 1 later');
      await user.keyboard('{Enter}');
      expect(value('Title of image 2')).toBe('The glaze');

      await user.click(screen.getByRole('button', { name: 'Publish' }));
      await waitFor(() => expect(createPinInputs(environment)).toHaveLength(1));
      expect(createPinInputs(environment)[0]).toMatchObject({
        guid: `${GUID}:carousel`,
        title: 'Lemon tart',
        carouselSlots: [
          { uploadId: 'u1', title: 'The crust', details: '', link: null },
          { uploadId: 'u3', title: 'The glaze', details: '', link: 'https://example.com/glaze' },
          { uploadId: 'u2', title: '', details: 'Curd, set.', link: null },
        ],
      });
      await createdPin(environment, 11);
      expect(await nextOperation(environment, 'routes_PinQuery')).toBeTruthy();
      expect(window.localStorage.getItem(KEY)).toBeNull();
    });

    it("checks each card's link (http/https) and details before publishing", async () => {
      storeDraft({ images: [image(1), image(2)], carousel: true });
      const { environment, user } = await openBuilder();
      await fill(user, 'Link of image 2', 'example.com/glaze');
      fireEvent.change(screen.getByLabelText('Details of image 1'), { target: { value: 'd'.repeat(501) } });
      expect(screen.getByText('501/500')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      expect(await screen.findByText(CARD_ERRORS)).toBeTruthy();
      const [first, second] = screen.getAllByRole('listitem');
      expect(within(second!).getByText(LINK_INVALID)).toBeTruthy();
      expect(within(first!).getByText(DETAILS_TOO_LONG)).toBeTruthy();
      expect(within(first!).queryByText(LINK_INVALID)).toBeNull();
      // The pin's own link is fine: only the card's is named.
      expect(screen.getAllByText(LINK_INVALID)).toHaveLength(1);
      expect(createPinInputs(environment)).toEqual([]);

      await user.clear(screen.getByLabelText('Link of image 2'));
      await fill(user, 'Link of image 2', 'http://example.com/glaze');
      fireEvent.change(screen.getByLabelText('Details of image 1'), { target: { value: 'd'.repeat(500) } });
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      await waitFor(() => expect(createPinInputs(environment)).toHaveLength(1));
      expect(createPinInputs(environment)[0]).toMatchObject({
        carouselSlots: [
          { uploadId: 'u1', details: 'd'.repeat(500), link: null },
          { uploadId: 'u2', link: 'http://example.com/glaze' },
        ],
      });
    });

    it('keeps the cards and their order in the draft across a reload', async () => {
      storeDraft({ images: [image(1), image(2)] });
      const { user } = await openBuilder();
      await user.click(screen.getByLabelText(/^Carousel/));
      await fill(user, 'Title of image 1', 'The crust');
      await fill(user, 'Details of image 2', 'Curd, set.');
      await fill(user, 'Link of image 2', 'https://example.com/curd');
      await user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
      await waitFor(() => expect(loadDraft(KEY)?.images.map((each) => each.key)).toEqual(['k2', 'k1']));
      expect(loadDraft(KEY)).toMatchObject({
        carousel: true,
        slots: { k1: { title: 'The crust', details: '', link: '' }, k2: { title: '', details: 'Curd, set.', link: 'https://example.com/curd' } },
      });

      cleanup();
      const { environment, user: again } = await openBuilder();
      expect(screen.getByText('We kept your draft from last time.')).toBeTruthy();
      expect(value('Details of image 1')).toBe('Curd, set.');
      expect(value('Link of image 1')).toBe('https://example.com/curd');
      expect(value('Title of image 2')).toBe('The crust');
      await again.click(screen.getByRole('button', { name: 'Publish' }));
      await waitFor(() => expect(createPinInputs(environment)).toHaveLength(1));
      expect(createPinInputs(environment)[0]).toMatchObject({
        carouselSlots: [
          { uploadId: 'u2', title: '', details: 'Curd, set.', link: 'https://example.com/curd' },
          { uploadId: 'u1', title: 'The crust', details: '', link: null },
        ],
      });
    });

    it.each([
      [1, CAROUSEL_TOO_FEW],
      [6, carouselTooMany(6)],
    ])('refuses a carousel of %i images and says what to do', async (count, message) => {
      storeDraft({ images: Array.from({ length: count }, (_, i) => image(i + 1)), carousel: true });
      const { environment, user } = await openBuilder();
      // Said at once, next to the switch (still there to turn it off).
      expect(screen.getByText(message)).toBeTruthy();
      expect(message).toMatch(count === 1 ? /at least 2 images\. Add another image, or turn Carousel off/ : /at most 5 images\. Remove 1 image, or turn Carousel off/);
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(createPinInputs(environment)).toEqual([]);
      // Carousel off: the images are published as Pins of their own.
      await user.click(screen.getByLabelText(/^Carousel/));
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      await waitFor(() => expect(createPinInputs(environment)).toHaveLength(1));
      expect(createPinInputs(environment)[0]).toMatchObject({ uploadId: 'u1', guid: `${GUID}:k1` });
    });

    it.each([2, 5])('publishes a carousel of %i images', async (count) => {
      storeDraft({ images: Array.from({ length: count }, (_, i) => image(i + 1)), carousel: true });
      const { environment, user } = await openBuilder();
      expect(screen.getByLabelText(`Title of image ${count}`)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      await waitFor(() => expect(createPinInputs(environment)).toHaveLength(1));
      const [input] = createPinInputs(environment);
      expect((input!.carouselSlots as Array<{ uploadId: string }>).map((slot) => slot.uploadId)).toEqual(Array.from({ length: count }, (_, i) => `u${i + 1}`));
      expect(input).toMatchObject({ guid: `${GUID}:carousel` });
    });
  });

  it('checks the fields and the board before publishing', async () => {
    storeDraft({ board: null, fields: { title: 'a'.repeat(101), description: '', link: 'example.com', altText: '' } });
    const { environment, user } = await openBuilder();
    expect(screen.getByText('101/100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(TITLE_TOO_LONG)).toBeTruthy();
    expect(screen.getByText(LINK_INVALID)).toBeTruthy();
    expect(screen.getByText(BOARD_REQUIRED)).toBeTruthy();
    expect(createPinInputs(environment)).toEqual([]);
  });

  it('Start over forgets the draft and makes a new guid', async () => {
    storeDraft();
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listitem', { name: 'cake-1.png' })).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    await user.type(screen.getByLabelText('Title'), 'New');
    await waitFor(() => expect(loadDraft(KEY)?.fields.title).toBe('New'));
    expect(loadDraft(KEY)?.guid).not.toBe(GUID);
  });
});

describe('/idea-pin-builder', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps its draft (pages, their text, title, board, guid) across a reload, and forgets it once published', async () => {
    const ideaKey = draftKey('1', 'idea');
    window.localStorage.setItem(
      ideaKey,
      JSON.stringify({
        version: 1,
        guid: GUID,
        fields: { title: 'Tart in steps', description: '', link: '', altText: '' },
        board: BOARD,
        carousel: false,
        images: [image(1)],
        blocks: { k1: [{ type: 'HEADING', text: 'Step one' }] },
      }),
    );
    const environment = createMockEnvironment();
    renderApp(environment, '/idea-pin-builder', { viewer: member });
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: () => signedInViewer() });
    expect(((await screen.findByLabelText('Heading, page 1')) as HTMLTextAreaElement).value).toBe('Step one');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Tart in steps');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Publish' }));
    const create = await nextOperation(environment, 'useCreatePinMutation');
    expect(create.request.variables.input).toMatchObject({ guid: `${GUID}:idea`, storyPages: [{ uploadId: 'u1', blocks: [{ type: 'HEADING', text: 'Step one' }] }] });
    await createdPin(environment, 13);
    await nextOperation(environment, 'routes_PinQuery');
    expect(window.localStorage.getItem(ideaKey)).toBeNull();
  });

  it('publishes pages of images with headings and paragraphs as one idea pin', async () => {
    // Fake timers that also follow the clock: the 5000 ms poll is stepped over below, the rest runs as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    uploadMock.mockImplementation(() => ({ done: Promise.resolve(), abort: vi.fn() }));
    const environment = createMockEnvironment();
    renderApp(environment, '/idea-pin-builder', { viewer: member });
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: () => signedInViewer() });
    await screen.findByRole('heading', { level: 1, name: 'Create Idea Pin' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    // One at a time: the mock environment answers identical pending mutations together.
    await user.upload(screen.getByLabelText('Upload images'), new File(['png'], 'one.png', { type: 'image/png' }));
    await resolveOperation(environment, 'useImageUploadsCreateMutation', {
      CreateUploadPayload: () => ({ uploadId: 'u1', uploadUrl: '/uploads/u1', uploadParameters: [], errors: [] }),
    });
    await user.upload(screen.getByLabelText('Upload images'), new File(['png'], 'two.png', { type: 'image/png' }));
    await resolveOperation(environment, 'useImageUploadsCreateMutation', {
      CreateUploadPayload: () => ({ uploadId: 'u2', uploadUrl: '/uploads/u2', uploadParameters: [], errors: [] }),
    });
    expect(await screen.findAllByText('Processing your image…')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add heading to page 1' }));
    await user.type(screen.getByLabelText('Heading, page 1'), 'Step one');
    await user.click(screen.getByRole('button', { name: 'Add paragraph to page 2' }));
    await user.type(screen.getByLabelText('Paragraph, page 2'), 'Then bake.');
    await user.click(screen.getByRole('button', { name: 'Add heading to page 2' }));
    expect(screen.getByLabelText('Title')).toBeTruthy();
    expect(screen.queryByLabelText('Link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(STILL_UPLOADING)).toBeTruthy();

    // The status question comes 5000 ms after the uploads (useImageUploads.test times it to the millisecond).
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    const poll = await nextOperation(environment, 'useImageUploadsStatusQuery');
    expect(poll.request.variables).toEqual({ ids: ['u1', 'u2'] });
    await act(async () =>
      environment.mock.resolve(poll, {
        data: { uploads: ['u1', 'u2'].map((uploadId) => ({ uploadId, status: 'SUCCEEDED', signature: 'c'.repeat(32), imageUrl: `/images/236x/${uploadId}.jpg`, width: 10, height: 10, errorMessage: null })) },
      }),
    );
    expect(await screen.findByRole('img', { name: 'Uploaded image two.png' })).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'Tart in two steps');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(BOARD_REQUIRED)).toBeTruthy();
    await resolveOperation(environment, 'BoardPickerQuery', {
      SaveBoardConnection: () => ({ edges: [{ cursor: 'a', node: { id: BOARD.boardId, entityId: '42', name: 'Desserts', privacy: 'public', coverImage: null, sections: [] } }], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Desserts' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const create = await nextOperation(environment, 'useCreatePinMutation');
    const input = create.request.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({
      boardId: BOARD.boardId,
      sectionId: null,
      method: 'UPLOADED',
      title: 'Tart in two steps',
      storyPages: [
        { uploadId: 'u1', blocks: [{ type: 'HEADING', text: 'Step one' }] },
        // The empty heading is left out.
        { uploadId: 'u2', blocks: [{ type: 'PARAGRAPH', text: 'Then bake.' }] },
      ],
    });
    expect(input.guid).toMatch(/^[0-9a-f-]{36}:idea$/);
    await createdPin(environment, 12);
    expect(await nextOperation(environment, 'routes_PinQuery')).toBeTruthy();
  }, 30_000);
});
