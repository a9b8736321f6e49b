/** A home feed query selecting every pin-card field, shared by the upstream-cost test and the bench. */
export const HOMEFEED_CARD_QUERY = /* GraphQL */ `
  query HomefeedCards($first: Int!, $after: String) {
    homefeed(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          entityId
          type
          title
          description
          altText
          link
          domain
          seoUrl
          dominantColor
          imageCrop { minY maxY }
          image(size: W236) { url width height dominantColor }
          images(sizes: [W474, W736]) { size url width height }
          pinner { id entityId username fullName imageSmallUrl isVerifiedMerchant verifiedIdentity }
          board { id entityId name url privacy isCollaborative owner { username } }
          section { title url }
          promoter { fullName username }
          isPromoted
          isDownstreamPromotion
          sponsorship { status sponsorName }
          richSummary {
            displayName
            siteName
            typeName
            products { name offerSummary { price minPrice maxPrice standardPrice } }
            aggregateRating { ratingValue bestRating reviewCount }
            displayCookTime
          }
          videoDuration
          embed { type src }
          carouselData { index carouselSlots { slotId title image(size: W236) { url width height } } }
          storyPinData { isDeleted staticPageCount totalVideoDuration pinTitle }
          shoppingFlags
          isOosProduct
          isStaleProduct
          linkDomain { domain }
          pinnedToBoard { entityId }
          savedInfo { boardId }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;
