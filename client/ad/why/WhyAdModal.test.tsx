import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import OptionsMenu from '../../pin/overlay/OptionsMenu';
import { nextOperation, resolveOperation } from '../../testing/operations';
import { renderWithRouter, type MockEnvironment } from '../../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import { AD_REASONS_OPEN_EVENT, THIRD_PARTY_REASON, type TargetingAttribution } from './rules';
import type { WhyAdModalTestQuery } from './__generated__/WhyAdModalTestQuery.graphql';

const query = graphql`
  query WhyAdModalTestQuery @relay_test_operation {
    pin(id: "test") {
      ...OptionsMenu_pin
    }
  }
`;

const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '1', username: 'me' };

// Gestalt's Dropdown and Modal take seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const ATTRIBUTION: TargetingAttribution = {
  advertiserName: 'Acme Kitchens',
  isFirstPartyPersonalizationEnabled: false,
  isThirdPartyPersonalizationEnabled: true,
  customerListMatched: true,
  lookalikeMatched: false,
  engagementMatched: false,
  expandedTargetingMatched: false,
  fromGpsLocation: false,
  visitorMatched: false,
  shoppingProspectingMatched: false,
  personaMatched: false,
  matchedAgeBucket: '25-34',
  matchedLocale: null,
  matchedInterest: 'Baking',
  matchedGender: 'female',
  matchedDevice: 'web',
  matchedKeyword: '',
  geoRegion: null,
  geoPostalCode: null,
};

function TestMenu() {
  const data = useLazyLoadQuery<WhyAdModalTestQuery>(query, {});
  return data.pin ? <OptionsMenu pin={data.pin} onHide={() => undefined} onReport={() => undefined} /> : null;
}

async function setup(pin: Record<string, unknown>): Promise<MockEnvironment> {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'WhyAdModalTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          Pin: () => ({
            entityId: '4242',
            isPromoted: true,
            adServeId: '77',
            pinner: { entityId: '7' },
            origImage: { url: 'https://img.example/tart.jpg' },
            promoter: { fullName: 'Acme', username: 'acme' },
            isEligibleForPromotedPartnership: false,
            promotedPartnershipAdvertiserName: null,
            promotedPartnershipAttributionName: null,
            adTargetingAttribution: ATTRIBUTION,
            ...pin,
          }),
          AdTargetingAttribution: () => ({ ...ATTRIBUTION, ...((pin.adTargetingAttribution as object | undefined) ?? {}) }),
        })
      : null,
  );
  renderWithRouter(
    <ViewerContext.Provider value={MEMBER}>
      <TestMenu />
    </ViewerContext.Provider>,
    environment,
  );
  await screen.findByRole('button', { name: 'More options' });
  return environment;
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'More options' }));
}

async function openModal(environment: MockEnvironment, gender: string | null): Promise<HTMLElement> {
  await openMenu();
  await userEvent.click(await screen.findByText('Why am I seeing this Ad?'));
  await resolveOperation(environment, 'WhyAdModalViewerQuery', { Viewer: () => ({ gender }) });
  return screen.findByRole('dialog', { name: 'Why am I seeing this Ad?' });
}

describe("'Why am I seeing this Ad?' in the options menu", () => {
  it('is an item on a promoted pin', async () => {
    await setup({});
    await openMenu();
    expect(await screen.findByText('Why am I seeing this Ad?')).toBeTruthy();
  });

  it('is not an item on an organic pin', async () => {
    await setup({ isPromoted: false, adServeId: null, promoter: null, adTargetingAttribution: null });
    await openMenu();
    await screen.findByText('Hide Pin');
    expect(screen.queryByText('Why am I seeing this Ad?')).toBeNull();
  });
});

describe('the modal (pin-card §2, §5, §8)', () => {
  it('shows the title, heading, reason, what matched, and closes', async () => {
    const environment = await setup({});
    const dialog = await openModal(environment, 'female');
    const inDialog = within(dialog);
    expect(inDialog.getByRole('heading', { name: "Why you're seeing this ad" })).toBeTruthy();
    expect(inDialog.getByText(THIRD_PARTY_REASON)).toBeTruthy();
    const items = (await inDialog.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual(["You're interested in Baking", 'Acme Kitchens has info about you, such as your email address', 'Your age: 25-34', 'Your gender: Female', 'Your device: Web']);
    await userEvent.click(inDialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("leaves gender out when the viewer's own profile leaves it unspecified", async () => {
    const environment = await setup({});
    const dialog = await openModal(environment, 'unspecified');
    await within(dialog).findByText("You're interested in Baking");
    expect(within(dialog).queryByText('Your gender: Female')).toBeNull();
  });

  it('says a served ad where nothing matched was shown to a wide audience', async () => {
    const none = { customerListMatched: false, matchedAgeBucket: null, matchedInterest: null, matchedGender: null, matchedDevice: null };
    const environment = await setup({ adTargetingAttribution: { ...ATTRIBUTION, ...none } });
    const dialog = await openModal(environment, 'female');
    expect(await within(dialog).findByText('Acme Kitchens chose to show this ad to a wide audience, not to people like you in particular')).toBeTruthy();
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('names advertiser and partner for a promoted partnership', async () => {
    const environment = await setup({ isEligibleForPromotedPartnership: true, promotedPartnershipAdvertiserName: 'Acme', promotedPartnershipAttributionName: 'Jo Bakes' });
    const dialog = await openModal(environment, 'female');
    expect(within(dialog).getByText('This ad was personalized for you using info from Acme and its partner Jo Bakes')).toBeTruthy();
  });

  it('links to settings, privacy settings, the privacy policy and blocking accounts in new tabs', async () => {
    const environment = await setup({});
    const dialog = await openModal(environment, 'male');
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => ({ href: link.getAttribute('href'), target: link.getAttribute('target'), rel: link.getAttribute('rel') }));
    expect(links.map((link) => link.href)).toEqual(['/settings', '/privacy#ads-personalization', '/privacy', '/privacy#blocking-accounts']);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel?.split(' ')).toContain('noopener');
    }
  });

  it('logs its opening once with at most 4 matched attributes', async () => {
    const environment = await setup({});
    await openModal(environment, 'female');
    const event = await nextOperation(environment, 'WhyAdModalEventMutation');
    const input = event.request.variables.input as { eventType: number; objectIdStr: string; auxData: string };
    expect(input.eventType).toBe(AD_REASONS_OPEN_EVENT);
    expect(input.objectIdStr).toBe('4242');
    const aux = JSON.parse(input.auxData) as { ad_serve_id: string; targeting: Record<string, unknown> };
    expect(aux.ad_serve_id).toBe('77');
    // Five attributes matched (interest, customer list, age, gender, device): the first 4 are logged.
    expect(aux.targeting).toEqual({ matched_interest: 'Baking', customer_list_matched: true, matched_age_bucket: '25-34', matched_gender: 'female' });
    await act(async () => environment.mock.resolve(event, { data: { logEvent: { ok: true } } }));
    expect(environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'WhyAdModalEventMutation')).toHaveLength(0);
  });
});
