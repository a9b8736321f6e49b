import { ButtonLink } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { useOutboundLink } from '../../offsite/useOutboundLink';
import { cutText, displayDomain, DOMAIN_TEXT_MAX, outboundRel, outboundUrl } from './rules';
import type { DomainLinkButton_pin$key } from './__generated__/DomainLinkButton_pin.graphql';

interface Props {
  readonly pin: DomainLinkButton_pin$key;
  /** 27 by default; the hover overlay passes 12 (pin-card §5). */
  readonly maxLength?: number;
  /** The carousel slot on screen, when the card tracks it; else the pin's carousel index. */
  readonly slotIndex?: number;
  /** Fill the container's width (which caps it), ending the text with an ellipsis when it does not fit. */
  readonly fullWidth?: boolean;
}

/**
 * The domain link button (pin-card §2, §5): the link's domain, cut with an ellipsis; a promoted
 * pin shows the host of its ad destination (or the current carousel slot's link) without 'www.'.
 * Opens the outbound link in a new tab with rel noopener noreferrer, plus nofollow when sponsored,
 * through /offsite/ and the link check (client/offsite/useOutboundLink.ts).
 */
export default function DomainLinkButton({ pin, maxLength = DOMAIN_TEXT_MAX, slotIndex, fullWidth = false }: Props) {
  const data = useFragment(
    graphql`
      fragment DomainLinkButton_pin on Pin {
        domain
        link
        isPromoted
        adDestinationUrl
        sponsorship {
          __typename
        }
        carouselData {
          index
          carouselSlots {
            link
          }
        }
        ...useOutboundLink_pin
      }
    `,
    pin,
  );
  const slots = data.carouselData?.carouselSlots ?? [];
  const shownSlot = slots.length > 0 ? Math.min(Math.max(slotIndex ?? data.carouselData?.index ?? 0, 0), slots.length - 1) : null;
  const slot = shownSlot === null ? undefined : slots[shownSlot];
  const input = {
    domain: data.domain,
    link: data.link,
    isPromoted: data.isPromoted,
    adDestinationUrl: data.adDestinationUrl,
    carouselSlotLink: slot?.link,
  };
  const domain = displayDomain(input);
  const link = outboundUrl(input);
  // The link is the slot's when the slot has one (outboundUrl takes it first): then its /offsite/ URL is the slot's.
  const outbound = useOutboundLink(data, { surface: 'card', link, slotIndex: link !== null && link === slot?.link ? shownSlot : null });
  if (!domain || !link || !outbound) return null;
  // Promoted pins and paid partnerships are sponsored links (§5). Affiliate links: no such field yet.
  const rel = outboundRel({ sponsored: data.isPromoted || data.sponsorship != null, affiliate: false });
  return (
    // display: contents — the wrapper only hears the right-click (pin-card §4), it takes no space.
    <span style={{ display: 'contents' }} onContextMenu={outbound.onContextMenu}>
      <ButtonLink
        color="white"
        size="sm"
        iconStart="arrow-up-right"
        text={cutText(domain, maxLength)}
        lineClamp={1}
        fullWidth={fullWidth}
        accessibilityLabel={`Visit ${domain}`}
        href={outbound.href}
        onClick={outbound.onClick}
        target="blank"
        rel={rel.includes('nofollow') ? 'nofollow' : 'none'}
        dataTestId="pin-domain-link"
      />
      {outbound.modal}
    </span>
  );
}
