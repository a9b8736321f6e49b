/* eslint-disable relay/unused-fields -- this fragment exists to fill the store for the card, the closeup and the save page */
import { graphql } from 'react-relay';

/**
 * Where the viewer saved a pin (pin-card §3 savedInfo), as every save, unsave, edit and merge
 * payload selects it, so the card's saved state and overlay follow the server's answer. Spread it
 * with @relay(mask: false) so the payload's type carries the fields.
 */
export const savedInfoFieldsFragment = graphql`
  fragment savedInfoFields_pin on Pin {
    savedInfo {
      boardId
      localPinId
      board {
        id
        entityId
        name
        url
        layout
      }
      section {
        entityId
        title
        url
      }
    }
  }
`;
