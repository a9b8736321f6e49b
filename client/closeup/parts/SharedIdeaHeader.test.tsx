import { screen } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../testing/render';
import SharedIdeaHeader from './SharedIdeaHeader';

function setup(user: Record<string, unknown> | null, path = '/pin/42/?invite_code=abc&sender=ada') {
  window.history.replaceState(null, '', path);
  const environment = createMockEnvironment();
  const asked: string[] = [];
  environment.mock.queueOperationResolver((operation) => {
    asked.push(String(operation.request.variables.username));
    return MockPayloadGenerator.generate(operation, { Query: () => ({ user }), User: () => user ?? {} });
  });
  const result = renderWithRelay(
    <>
      <span>page</span>
      <SharedIdeaHeader />
    </>,
    environment,
  );
  return { ...result, asked, environment };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('SharedIdeaHeader', () => {
  it("shows '{first name} shared this idea with you' with the sender's avatar", async () => {
    const { asked } = setup({ firstName: 'Ada', imageMediumUrl: 'https://img.example/ada.jpg' });
    expect(await screen.findByText('Ada shared this idea with you')).toBeTruthy();
    expect(asked).toEqual(['ada']);
    expect(screen.getByTestId('shared-idea-header').querySelector('img')?.getAttribute('src')).toBe('https://img.example/ada.jpg');
  });

  it('keeps a 30-character first name and cuts a 31-character one', async () => {
    const thirty = 'Bartholomew-Maximilian-Alexand';
    expect(thirty).toHaveLength(30);
    const { unmount } = setup({ firstName: thirty, imageMediumUrl: '' });
    expect(await screen.findByText(`${thirty} shared this idea with you`)).toBeTruthy();
    unmount();
    setup({ firstName: `${thirty}er`, imageMediumUrl: '' });
    expect(await screen.findByText(`${thirty} shared this idea with you`)).toBeTruthy();
  });

  it('is hidden when the first name is empty', async () => {
    const { asked } = setup({ firstName: '', imageMediumUrl: '' });
    await screen.findByText('page');
    expect(asked).toEqual(['ada']);
    expect(screen.queryByTestId('shared-idea-header')).toBeNull();
    expect(screen.queryByText(/shared this idea with you/)).toBeNull();
  });

  it('is hidden, and looks nobody up, when the closeup was not opened from a share', async () => {
    const { asked } = setup({ firstName: 'Ada', imageMediumUrl: '' }, '/pin/42/');
    await screen.findByText('page');
    expect(asked).toEqual([]);
    expect(screen.queryByText(/shared this idea with you/)).toBeNull();
  });

  it('is hidden when the sender is unknown', async () => {
    const { asked } = setup(null);
    await screen.findByText('page');
    expect(asked).toEqual(['ada']);
    expect(screen.queryByText(/shared this idea with you/)).toBeNull();
  });
});
