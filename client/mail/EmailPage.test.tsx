import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../testing/operations';
import { renderApp, type MockEnvironment } from '../testing/render';

const LIST = [
  { id: 'EmailSubscription:account', category: 'account', label: 'Account and security', description: 'Password resets and log-in links.', optional: false, subscribed: true },
  { id: 'EmailSubscription:invites', category: 'invites', label: 'Board invites', description: 'Someone invites you.', optional: true, subscribed: true },
];

async function open(environment: MockEnvironment, path: string) {
  renderApp(environment, path, { viewer: signedInViewer({ user: adaUser() }) });
  const account = await nextOperation(environment, 'routes_AccountQuery');
  await act(async () => environment.mock.resolve(account, { data: { viewer: { isAuthenticated: true } } }));
}

const row = (category: string) => screen.getAllByTestId('email-subscription').find((element) => within(element).queryByText(category))!;

describe('/email/subscription and /email/unsubscribe', () => {
  beforeAll(async () => {
    await import('./EmailPage');
  }, 30_000);

  it('a switch per category, account mail always on; a switch moves at once and goes back when refused', async () => {
    const environment = createMockEnvironment();
    await open(environment, '/email/subscription');
    const query = await nextOperation(environment, 'EmailSubscriptionPageQuery');
    await act(async () => environment.mock.resolve(query, { data: { viewer: { isAuthenticated: true, emailSubscriptions: LIST } } }));
    const account = within(row('Account and security')).getByRole('checkbox') as HTMLInputElement;
    expect(account.disabled).toBe(true);
    expect(account.checked).toBe(true);
    const user = userEvent.setup();
    await user.click(within(row('Board invites')).getByRole('checkbox'));
    expect(row('Board invites').getAttribute('data-subscribed')).toBe('false');
    const set = await nextOperation(environment, 'EmailSubscriptionPageSetMutation');
    expect(set.request.variables).toEqual({ category: 'invites', subscribed: false });
    await act(async () => environment.mock.resolve(set, { data: { setEmailSubscription: { emailSubscriptions: null, errors: [{ message: 'Too many changes.' }] } } }));
    expect(row('Board invites').getAttribute('data-subscribed')).toBe('true');
    expect(await screen.findByText('Too many changes.')).toBeTruthy();
  });

  it('the unsubscribe link asks first, then says it is done', async () => {
    const environment = createMockEnvironment();
    await open(environment, '/email/unsubscribe?email=ada%40example.com&category=invites&token=abc');
    expect(await screen.findByText(/Stop board invite e-mails to/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const mutation = await nextOperation(environment, 'EmailUnsubscribePageMutation');
    expect(mutation.request.variables).toEqual({ email: 'ada@example.com', category: 'invites', token: 'abc' });
    await act(async () => environment.mock.resolve(mutation, { data: { unsubscribeEmail: { ok: true, errors: [] } } }));
    expect(screen.getByRole('status').textContent).toBe("Done. You won't get board invite e-mails at ada@example.com anymore.");
    expect(screen.getByRole('link', { name: 'Tell us why' }).getAttribute('href')).toBe('/email/user_survey?email=ada%40example.com&category=invites&token=abc');
  });

  it('the digest has its own name on the unsubscribe page', async () => {
    await open(createMockEnvironment(), '/email/unsubscribe?email=ada%40example.com&category=notifications&token=abc');
    expect(await screen.findByText(/Stop updates digest e-mails to/)).toBeTruthy();
  });

  it('/email/user_survey sends the chosen reason; a refusal keeps the choice and the words', async () => {
    const environment = createMockEnvironment();
    await open(environment, '/email/user_survey?email=ada%40example.com&category=invites&token=abc');
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('I get too many e-mails'));
    await user.type(screen.getByLabelText('Anything else? (optional)'), 'Weekly is enough');
    await user.click(send);
    const first = await nextOperation(environment, 'EmailSurveyPageMutation');
    expect(first.request.variables).toEqual({ email: 'ada@example.com', category: 'invites', token: 'abc', reason: 'too_often', comment: 'Weekly is enough' });
    await act(async () => environment.mock.resolve(first, { data: { answerEmailSurvey: { ok: false, errors: [{ message: 'This address still gets these e-mails.' }] } } }));
    expect(screen.getByRole('alert').textContent).toBe('This address still gets these e-mails.');
    expect((screen.getByLabelText('Anything else? (optional)') as HTMLTextAreaElement).value).toBe('Weekly is enough');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const second = await nextOperation(environment, 'EmailSurveyPageMutation');
    await act(async () => environment.mock.resolve(second, { data: { answerEmailSurvey: { ok: true, errors: [] } } }));
    expect(screen.getByRole('status').textContent).toBe('Thank you. Your answer helps us send better e-mail.');
  });

  it('a wrong token says so and keeps the button; an incomplete link says what to do', async () => {
    const environment = createMockEnvironment();
    await open(environment, '/email/unsubscribe?email=ada%40example.com&category=invites&token=bad');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const mutation = await nextOperation(environment, 'EmailUnsubscribePageMutation');
    await act(async () => environment.mock.resolve(mutation, { data: { unsubscribeEmail: { ok: false, errors: [{ message: 'This unsubscribe link is not valid.' }] } } }));
    expect(screen.getByRole('alert').textContent).toBe('This unsubscribe link is not valid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();

    const other = createMockEnvironment();
    document.body.innerHTML = '';
    await open(other, '/email/unsubscribe?category=invites');
    expect(await screen.findByText(/This unsubscribe link is not complete/)).toBeTruthy();
  });
});
