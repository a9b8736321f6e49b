import { useRouter } from 'found';
import { Box, Flex, Layer, Link, Modal, Text } from 'gestalt';
import useIsMobile from '../shell/useIsMobile';
import LoginForm from './LoginForm';
import { inviteLoginHeader, LOGIN_MODAL_HEADERS, LOGIN_MODAL_SUBHEADER, type LoginReason } from './loginRedirect';
import { MODAL_Z_INDEX } from './modalZIndex';
import { safeNext } from './safeNext';

interface Props {
  readonly reason: LoginReason;
  /** Where to go after logging in (see loginRedirectFor). */
  readonly next: string;
  readonly onDismiss: () => void;
  /** reason 'invite': the inviter's first name for the header (none or empty: 'Your friends …'). */
  readonly inviterName?: string | null;
}

/** The logged-out upsell: header per gated action, log-in form, sign-up link. Full screen under 576 px. */
export default function LoginModal({ reason, next, onDismiss, inviterName }: Props) {
  const { router } = useRouter();
  const mobile = useIsMobile();
  const heading = reason === 'invite' ? inviteLoginHeader(inviterName) : (LOGIN_MODAL_HEADERS[reason] ?? LOGIN_MODAL_HEADERS.default);
  // An invite's sign-up comes back to the invite link too (SignupPage follows `next`).
  const signupHref = reason === 'invite' ? `/signup?next=${encodeURIComponent(safeNext(next))}` : '/signup';

  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Box data-test-id="login-modal" data-variant={mobile ? 'mobile' : 'desktop'}>
        <Modal
          accessibilityModalLabel={heading}
          heading={heading}
          subHeading={mobile ? undefined : LOGIN_MODAL_SUBHEADER}
          align="center"
          size={mobile ? window.innerWidth : 'sm'}
          onDismiss={onDismiss}
        >
          <Box paddingX={mobile ? 0 : 4} minHeight={mobile ? '70vh' : undefined}>
            <Flex direction="column" gap={4}>
              <LoginForm onSuccess={() => router.push(safeNext(next))} />
              <Text align="center" size="200">
                Not on Corkboard yet?{' '}
                <Link href={signupHref} display="inline" underline="always">
                  Sign up
                </Link>
              </Text>
            </Flex>
          </Box>
        </Modal>
      </Box>
    </Layer>
  );
}
