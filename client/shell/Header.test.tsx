import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, resolveOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { renderWithRouter } from '../testing/render';
import Header from './Header';

describe('Header', () => {
  it('shows Log in and Sign up when signed out', async () => {
    const environment = createMockEnvironment();
    renderWithRouter(<Header />, environment);
    await resolveOperation(environment, 'HeaderViewerQuery', { Viewer: signedOutViewer });
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('shows the signed-in user (to their profile) and an account menu with profile, settings, Tune your home feed and Log out', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderWithRouter(<Header />, environment);
    await resolveOperation(environment, 'HeaderViewerQuery', { Viewer: () => signedInViewer(), User: adaUser });
    expect((await screen.findByRole('link', { name: 'Ada Baker (your profile)' })).getAttribute('href')).toBe('/ada/');
    expect(screen.getByText('Ada Baker')).toBeTruthy();
    // No Log out button always in view: it is in the account menu.
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accounts and more options' }));
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/ada/');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Tune your home feed' }).getAttribute('href')).toBe('/edit');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it('has Home, Create and a search field for everyone', async () => {
    const environment = createMockEnvironment();
    renderWithRouter(<Header />, environment);
    await resolveOperation(environment, 'HeaderViewerQuery', { Viewer: signedOutViewer });
    expect((await screen.findByRole('link', { name: 'Home' })).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('button', { name: /^Create/ }).length).toBeGreaterThan(0);
    expect(await screen.findByLabelText('Search')).toBeTruthy();
  });

  it('asks a visitor to log in before Create, and offers a member to create a board', async () => {
    const user = userEvent.setup();
    const visitorEnv = createMockEnvironment();
    const { unmount } = renderWithRouter(<Header />, visitorEnv);
    await resolveOperation(visitorEnv, 'HeaderViewerQuery', { Viewer: signedOutViewer });
    await user.click((await screen.findAllByRole('button', { name: /^Create/ }))[0]!);
    expect(await screen.findByText('Log in to create a Pin or board')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Board' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Pin' })).toBeNull();
    unmount();

    const memberEnv = createMockEnvironment();
    renderWithRouter(<Header />, memberEnv);
    await resolveOperation(memberEnv, 'HeaderViewerQuery', { Viewer: () => signedInViewer(), User: adaUser });
    await user.click((await screen.findAllByRole('button', { name: /^Create/ }))[0]!);
    // Issue 16: Pin and Idea Pin open their builders.
    expect(screen.getByRole('menuitem', { name: 'Pin' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Idea Pin' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Board' }));
    expect(await screen.findByRole('form', { name: 'Create board' })).toBeTruthy();
  });

  it('when the server could not say who is signed in, offers neither Log in nor the account but "Try again", which asks again', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderWithRouter(<Header />, environment);
    const first = await nextOperation(environment, 'HeaderViewerQuery');
    await act(async () => environment.mock.resolve(first, { data: { viewer: null }, errors: [{ message: 'The v3 API answered 500', path: ['viewer'] }] }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await resolveOperation(environment, 'HeaderViewerQuery', { Viewer: signedOutViewer });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
