import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../testing/render';
import LoginModal from './LoginModal';
import { LOGIN_MODAL_SUBHEADER, type LoginReason } from './loginRedirect';

const CASES: ReadonlyArray<[LoginReason, string]> = [
  ['save', 'Log in to save this Pin'],
  ['send', 'Log in to send this Pin'],
  ['edit', 'Log in to edit this Pin'],
  ['create', 'Log in to create a Pin or board'],
  ['hide', 'Log in to hide this Pin'],
  ['shareProfile', 'Log in to share the profile'],
  ['createBoard', 'Log in to create a board'],
  ['follow', 'Log in to follow'],
  ['unfollow', 'Log in to unfollow'],
  ['default', 'Log in to continue'],
];

describe('LoginModal', () => {
  it.each(CASES)('reason %s shows the header %j, the subheader, the form and a sign-up link', async (reason, header) => {
    renderWithRouter(<LoginModal reason={reason} next="/" onDismiss={() => {}} />, createMockEnvironment());
    expect(await screen.findByRole('heading', { name: header })).toBeTruthy();
    expect(screen.getByText(LOGIN_MODAL_SUBHEADER)).toBeTruthy();
    expect(LOGIN_MODAL_SUBHEADER).toBe("You're almost there! Log in to access all of the product");
    expect(screen.getByLabelText('Email or username')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it.each([
    ['Ada', 'Ada invited you to join their board'],
    ['', 'Your friends invited you to join their board'],
    [null, 'Your friends invited you to join their board'],
  ])('reason invite with inviter %j shows %j and a sign-up link that comes back to the invite', async (name, header) => {
    const next = '/ada/desserts/?invite_code=abc&accept_invite=true&seamless=true';
    renderWithRouter(<LoginModal reason="invite" inviterName={name} next={next} onDismiss={() => {}} />, createMockEnvironment());
    expect(await screen.findByRole('heading', { name: header })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/signup?next=${encodeURIComponent(next)}`);
  });
});

