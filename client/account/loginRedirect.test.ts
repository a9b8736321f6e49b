import { describe, expect, it } from 'vitest';
import { inviteLoginHeader, loginRedirectFor } from './loginRedirect';

describe('loginRedirectFor (platform §6)', () => {
  it('sends a save prompt to /pin/{id}/repin/ and an edit prompt to /pin/{id}/edit/', () => {
    expect(loginRedirectFor('save', '1001')).toBe('/pin/1001/repin/');
    expect(loginRedirectFor('edit', '1001')).toBe('/pin/1001/edit/');
  });

  it('appends accept_invite=true&seamless=true to a board invite link, with or without a query string', () => {
    expect(loginRedirectFor('default', undefined, '/ada/desserts/')).toBe('/ada/desserts/?accept_invite=true&seamless=true');
    expect(loginRedirectFor('default', undefined, '/ada/desserts/?invite_code=abc')).toBe(
      '/ada/desserts/?invite_code=abc&accept_invite=true&seamless=true',
    );
    expect(loginRedirectFor('default', undefined, '/ada/desserts/?invite_code=abc#top')).toBe(
      '/ada/desserts/?invite_code=abc&accept_invite=true&seamless=true#top',
    );
  });

  it('otherwise returns to the current page (no repin/edit for other reasons or without a pin id)', () => {
    window.history.replaceState(null, '', '/pin/1001/?x=1');
    expect(loginRedirectFor('follow', '1001')).toBe('/pin/1001/?x=1');
    expect(loginRedirectFor('save')).toBe('/pin/1001/?x=1');
    window.history.replaceState(null, '', '/');
  });

  it("sends an invite prompt to the invite link with accept_invite=true&seamless=true", () => {
    expect(loginRedirectFor('invite', undefined, '/ada/desserts/?invite_code=abc')).toBe('/ada/desserts/?invite_code=abc&accept_invite=true&seamless=true');
  });
});

describe('inviteLoginHeader (platform §6 group-board invite titles)', () => {
  it("names the inviter, or the friends when the name is empty or unknown", () => {
    expect(inviteLoginHeader('Ada')).toBe('Ada invited you to join their board');
    expect(inviteLoginHeader('')).toBe('Your friends invited you to join their board');
    expect(inviteLoginHeader('   ')).toBe('Your friends invited you to join their board');
    expect(inviteLoginHeader(null)).toBe('Your friends invited you to join their board');
    expect(inviteLoginHeader(undefined)).toBe('Your friends invited you to join their board');
  });
});
