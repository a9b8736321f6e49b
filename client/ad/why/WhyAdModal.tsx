/* eslint-disable relay/unused-fields -- the attribution and partnership fields are read by the rules (rules.ts reasonItems, reasonLines, targetingSummary) */
import { Box, Button, Flex, Heading, Layer, Link, List, Modal, Spinner, Text } from 'gestalt';
import { Suspense, useEffect, useRef } from 'react';
import { commitMutation, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { MODAL_Z_INDEX } from '../../account/modalZIndex';
import QuietBoundary from '../../shell/QuietBoundary';
import { AD_REASONS_OPEN_EVENT, advertiserOf, openEventAuxData, reasonItems, reasonLines, WHY_AD_HEADING, WHY_AD_LINKS, WHY_AD_TITLE, wideAudienceReason } from './rules';
import type { WhyAdModal_pin$data, WhyAdModal_pin$key } from './__generated__/WhyAdModal_pin.graphql';
import type { WhyAdModalEventMutation } from './__generated__/WhyAdModalEventMutation.graphql';
import type { WhyAdModalViewerQuery } from './__generated__/WhyAdModalViewerQuery.graphql';

interface Props {
  readonly pin: WhyAdModal_pin$key;
  readonly onDismiss: () => void;
}

const eventMutation = graphql`
  mutation WhyAdModalEventMutation($input: LogEventInput!) {
    logEvent(input: $input) {
      ok
    }
  }
`;

/** The viewer's own profile gender (its own small query, as the header's invites count does). */
function useViewerGender(): string | null {
  const data = useLazyLoadQuery<WhyAdModalViewerQuery>(
    graphql`
      query WhyAdModalViewerQuery {
        viewer {
          gender
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return data.viewer?.gender ?? null;
}

/** What matched, as a list (only what really matched; gender by the viewer's own profile). */
function Reasons({ data, advertiser }: { readonly data: WhyAdModal_pin$data; readonly advertiser: string }) {
  const gender = useViewerGender();
  const attribution = data.adTargetingAttribution;
  if (!attribution) return null;
  const items = reasonItems(attribution, advertiser, gender);
  if (items.length === 0) return <Text>{wideAudienceReason(advertiser)}</Text>;
  return (
    <Box data-test-id="why-ad-items">
      <List label={`${advertiser} wants to reach people like you. What matched:`} labelDisplay="visible" type="unordered">
        {items.map((item) => (
          <List.Item key={item.key} text={item.text} />
        ))}
      </List>
    </Box>
  );
}

/**
 * "Why am I seeing this Ad?" (pin-card §2, §3, §5, §8): opened from a promoted pin's options menu.
 * The reasons by the personalization flags, what matched (pin-card §5 rules in rules.ts), and new-tab
 * links to personal settings, privacy settings, the privacy policy and blocking accounts; 'Close'
 * closes it. Opening it logs AD_REASONS_OPEN_EVENT with at most 4 matched attributes. Loaded only
 * when first opened (a lazy chunk), so the grid's first script does not carry it.
 */
export default function WhyAdModal({ pin, onDismiss }: Props) {
  const data = useFragment(
    graphql`
      fragment WhyAdModal_pin on Pin {
        entityId
        adServeId
        promoter {
          fullName
          username
        }
        isEligibleForPromotedPartnership
        promotedPartnershipAdvertiserName
        promotedPartnershipAttributionName
        adTargetingAttribution {
          advertiserName
          isFirstPartyPersonalizationEnabled
          isThirdPartyPersonalizationEnabled
          customerListMatched
          lookalikeMatched
          engagementMatched
          expandedTargetingMatched
          fromGpsLocation
          visitorMatched
          shoppingProspectingMatched
          personaMatched
          matchedAgeBucket
          matchedLocale
          matchedInterest
          matchedGender
          matchedDevice
          matchedKeyword
          geoRegion
          geoPostalCode
        }
      }
    `,
    pin,
  );
  const environment = useRelayEnvironment();
  const logged = useRef(false);
  const attribution = data.adTargetingAttribution;
  const promoterName = data.promoter ? data.promoter.fullName.trim() || data.promoter.username : null;
  const advertiser = advertiserOf(attribution, promoterName);
  const lines = attribution ? reasonLines(attribution, advertiser, data) : [`${advertiser} paid to have this Pin show up where you'd be more likely to notice it`];

  useEffect(() => {
    // Once per opening (React's development double effect included).
    if (logged.current) return;
    logged.current = true;
    commitMutation<WhyAdModalEventMutation>(environment, {
      mutation: eventMutation,
      variables: { input: { eventType: AD_REASONS_OPEN_EVENT, objectIdStr: data.entityId, auxData: openEventAuxData(data.adServeId, attribution) } },
      onError: () => {
        // An event is not a user-visible answer.
      },
    });
  }, [environment, data.entityId, data.adServeId, attribution]);

  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Box data-test-id="why-ad-modal">
        <Modal
          accessibilityModalLabel={WHY_AD_TITLE}
          heading={WHY_AD_TITLE}
          align="start"
          size="sm"
          onDismiss={onDismiss}
          footer={
            <Flex justifyContent="end">
              <Button text="Close" color="gray" onClick={onDismiss} dataTestId="why-ad-close" />
            </Flex>
          }
        >
          <Box paddingX={2}>
            <Flex direction="column" gap={4}>
              <Heading accessibilityLevel={2} size="300">
                {WHY_AD_HEADING}
              </Heading>
              <Flex direction="column" gap={2}>
                {lines.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </Flex>
              {/* The viewer's gender loads with its own query; if it cannot, the modal keeps its other parts. */}
              <QuietBoundary>
                <Suspense fallback={<Spinner show accessibilityLabel="Loading reasons" />}>
                  <Reasons data={data} advertiser={advertiser} />
                </Suspense>
              </QuietBoundary>
              <Flex direction="column" gap={2}>
                <Text size="200" color="subtle">
                  Change how ads are personalized for you, or see how to block an account:
                </Text>
                {WHY_AD_LINKS.map((link) => (
                  <Text key={link.key} size="200">
                    <Link href={link.href} target="blank" underline="always" display="inline" dataTestId={`why-ad-link-${link.key}`}>
                      {link.text}
                    </Link>
                  </Text>
                ))}
              </Flex>
            </Flex>
          </Box>
        </Modal>
      </Box>
    </Layer>
  );
}
