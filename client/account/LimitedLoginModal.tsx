import { Box, Button, Flex, Layer, Modal, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { adoptViewerOnSuccess } from './accountMutation';
import { MODAL_Z_INDEX } from './modalZIndex';
import { useConfirmPasswordMutation } from './useConfirmPasswordMutation';

export const LIMITED_LOGIN_HEADING = "Confirm it's you";
export const LIMITED_LOGIN_EXPLANATION =
  'You opened Corkboard from a log-in link. Enter your password to save, follow and change things.';

interface Props {
  /** Closes the modal: on Cancel/Escape, and after the password is confirmed (the viewer is then a member). */
  readonly onDismiss: () => void;
}

/**
 * platform §6: a limited-login viewer's gated action shows this modal instead of acting. Confirming
 * the password upgrades the session; the store's viewer becomes a member, so the action can be
 * tapped again.
 */
export default function LimitedLoginModal({ onDismiss }: Props) {
  const id = useId();
  const [commit, inFlight] = useConfirmPasswordMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight) return;
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    setError(null);
    commit({
      variables: { password },
      updater: adoptViewerOnSuccess('confirmPassword'),
      onCompleted: (data) => {
        const [first] = data.confirmPassword.errors;
        if (!first) onDismiss();
        else setError(first.message);
      },
      onError: () => setError('Something went wrong. Please try again.'),
    });
  };

  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Box data-test-id="limited-login-modal">
        <Modal
          accessibilityModalLabel={LIMITED_LOGIN_HEADING}
          heading={LIMITED_LOGIN_HEADING}
          align="center"
          size="sm"
          onDismiss={onDismiss}
          footer={
            <Flex justifyContent="end" gap={2}>
              <Button text="Cancel" color="gray" onClick={onDismiss} />
              <Button text="Continue" color="red" disabled={inFlight} onClick={() => submit()} />
            </Flex>
          }
        >
          <Box paddingX={4}>
            <form onSubmit={submit} noValidate>
              <Flex direction="column" gap={4}>
                <Text align="center">{LIMITED_LOGIN_EXPLANATION}</Text>
                <TextField
                  id={`${id}-password`}
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={({ value }) => setPassword(value)}
                  errorMessage={error ?? undefined}
                />
              </Flex>
            </form>
          </Box>
        </Modal>
      </Box>
    </Layer>
  );
}
