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

  it('shows the signed-in user (to their profile), settings and Log out', async () => {
    const environment = createMockEnvironment();
    renderWithRouter(<Header />, environment);
    await resolveOperation(environment, 'HeaderViewerQuery', { Viewer: () => signedInViewer(), User: adaUser });
    expect((await screen.findByRole('link', { name: 'Ada Baker (your profile)' })).getAttribute('href')).toBe('/ada/');
    expect(screen.getByText('Ada Baker')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
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
