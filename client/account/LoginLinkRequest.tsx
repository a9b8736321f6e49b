import { Box, Button, Flex, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { useRequestLoginLinkMutation } from './useRequestLoginLinkMutation';

export const LOGIN_LINK_CONFIRMATION = 'Check your email for a log-in link.';

/**
 * The log-in page's secondary action: "Email me a log-in link". The same confirmation whether or
 * not the email has an account; only a malformed email is refused, beside the field.
 */
export default function LoginLinkRequest() {
  const id = useId();
  const [commit, inFlight] = useRequestLoginLinkMutation();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Box role="status">
        <Text align="center">{LOGIN_LINK_CONFIRMATION}</Text>
      </Box>
    );
  }
  if (!open) return <Button text="Email me a log-in link" color="gray" fullWidth onClick={() => setOpen(true)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    if (!email.trim()) {
      setError('Please enter your email.');
      return;
    }
    setError(null);
    commit({
      variables: { email: email.trim() },
      onCompleted: (data) => {
        const [first] = data.requestLoginLink.errors;
        if (first) setError(first.message);
        else setSent(true);
      },
      onError: () => setError('Something went wrong. Please try again.'),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-test-id="login-link-form">
      <Flex direction="column" gap={3}>
        <TextField
          id={`${id}-email`}
          label="Email for a log-in link"
          type="email"
          autoComplete="email"
          value={email}
          onChange={({ value }) => setEmail(value)}
          errorMessage={error ?? undefined}
        />
        <Button type="submit" text="Send log-in link" color="gray" fullWidth disabled={inFlight} />
      </Flex>
    </form>
  );
}
