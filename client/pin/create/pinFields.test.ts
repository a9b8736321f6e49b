import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftKey, emptyDraft, isEmptyDraft, loadDraft, saveDraft, type PinDraft } from './draft';
import { ALT_TEXT_TOO_LONG, counter, DESCRIPTION_TOO_LONG, hasErrors, LINK_INVALID, linkError, pinFieldErrors, sectionNodeId, TITLE_TOO_LONG } from './pinFields';
import { CAROUSEL_TOO_FEW, carouselTooMany, FAILED_IMAGES, imagesProblem, NO_IMAGE, pinGuid, STILL_UPLOADING } from './publishRules';
import type { UploadItem } from './useImageUploads';

const EMOJI = '😀';
const fields = (overrides: Record<string, string> = {}) => ({ title: '', description: '', link: '', altText: '', ...overrides });

describe('pin fields', () => {
  it('limits the title to 100 characters and the description and alt text to 500 (code points)', () => {
    expect(pinFieldErrors(fields({ title: EMOJI.repeat(100), description: EMOJI.repeat(500), altText: 'a'.repeat(500) }))).toEqual({});
    expect(pinFieldErrors(fields({ title: 'a'.repeat(101) })).title).toBe(TITLE_TOO_LONG);
    expect(pinFieldErrors(fields({ description: EMOJI.repeat(501) })).description).toBe(DESCRIPTION_TOO_LONG);
    expect(pinFieldErrors(fields({ altText: 'a'.repeat(501) })).altText).toBe(ALT_TEXT_TOO_LONG);
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ link: LINK_INVALID })).toBe(true);
    expect(counter(EMOJI.repeat(3), 100)).toBe('3/100');
  });

  it('takes http and https links only (empty is fine)', () => {
    for (const ok of ['', '  ', 'https://example.com/recipe', 'http://example.com', ' https://example.com/a?b=c#d ']) expect(linkError(ok), ok).toBeNull();
    for (const bad of ['example.com', 'javascript:alert(1)', 'ftp://example.com/', 'data:text/html,hi', 'https://user:pass@example.com/', 'http://', `https://example.com/${'a'.repeat(2048)}`]) {
      expect(linkError(bad), bad).toBe(LINK_INVALID);
    }
  });

  it("makes a section's global id from its v3 id", () => {
    expect(sectionNodeId('7')).toBe(btoa('BoardSection:7'));
    expect(sectionNodeId(null)).toBeNull();
  });
});

const upload = (status: UploadItem['status'], key: string = status): UploadItem => ({
  key,
  fileName: `${key}.png`,
  uploadId: status === 'uploading' ? null : `u-${key}`,
  status,
  progress: 1,
  previewUrl: null,
  signature: null,
  imageUrl: null,
  width: null,
  height: null,
  error: null,
});

describe('publish rules', () => {
  it('needs every image uploaded and processed, and 2 to 5 for a carousel', () => {
    expect(imagesProblem([], false)).toBe(NO_IMAGE);
    expect(imagesProblem([upload('succeeded'), upload('processing')], false)).toBe(STILL_UPLOADING);
    expect(imagesProblem([upload('uploading')], false)).toBe(STILL_UPLOADING);
    expect(imagesProblem([upload('succeeded'), upload('failed')], false)).toBe(FAILED_IMAGES);
    expect(imagesProblem([upload('succeeded')], false)).toBeNull();
    expect(imagesProblem([upload('succeeded')], true)).toBe(CAROUSEL_TOO_FEW);
    expect(imagesProblem(['a', 'b'].map((key) => upload('succeeded', key)), true)).toBeNull();
    expect(imagesProblem(['a', 'b', 'c', 'd', 'e', 'f'].map((key) => upload('succeeded', key)), true)).toBe(carouselTooMany(6));
  });

  it("derives each pin's guid from the draft's, at most 64 characters", () => {
    const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(pinGuid(guid, 'img-1')).toBe(`${guid}:img-1`);
    expect(pinGuid(guid, 'img-1')).toBe(pinGuid(guid, 'img-1'));
    expect(pinGuid(guid, 'x'.repeat(100))).toHaveLength(64);
  });
});

describe('draft', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps fields, board, carousel, uploaded images and the guid, and clears them', () => {
    const key = draftKey('42');
    expect(key).not.toBe(draftKey('43'));
    expect(loadDraft(key)).toBeNull();
    const draft: PinDraft = {
      ...emptyDraft(),
      fields: fields({ title: 'Lemon tart', link: 'https://example.com' }),
      board: { boardId: 'Qm9hcmQ6MQ==', boardEntityId: '1', boardName: 'Desserts', sectionId: '7', sectionTitle: 'Tarts' },
      carousel: true,
      images: [{ key: 'k1', fileName: 'a.png', uploadId: 'u1', status: 'succeeded', signature: 'a'.repeat(32), imageUrl: '/i.jpg', width: 2, height: 3, error: null }],
    };
    saveDraft(key, draft);
    expect(loadDraft(key)).toEqual(draft);
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('makes a new guid for each new draft', () => {
    expect(emptyDraft().guid).not.toBe(emptyDraft().guid);
    expect(emptyDraft().guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(isEmptyDraft(emptyDraft())).toBe(true);
    expect(isEmptyDraft({ ...emptyDraft(), fields: fields({ title: 'x' }) })).toBe(false);
  });

  it('ignores what it cannot read, and storage failures', () => {
    const key = draftKey(null);
    window.localStorage.setItem(key, '{not json');
    expect(loadDraft(key)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ version: 99, guid: 'x' }));
    expect(loadDraft(key)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ version: 1, guid: 'g', images: [{ key: 'k' }, { key: 'k2', uploadId: 'u2', status: 'weird' }] }));
    expect(loadDraft(key)?.images).toEqual([expect.objectContaining({ key: 'k2', uploadId: 'u2', status: 'processing' })]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveDraft(key, emptyDraft())).not.toThrow();
  });
});
