import { Box, Button, Flex, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { AuthCard, useDocumentTitle } from './LoginPage';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';

export const RESET_CONFIRMATION = 'If that email has a Corkboard account, we sent it a link to reset the password.';

/** /password/reset: always the same confirmation, whether or not the email has an account. */
export default function PasswordResetPage() {
  const id = useId();
  const [commit, inFlight] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  useDocumentTitle('Reset your password | Corkboard');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight || !email.trim()) return;
    commit({ variables: { email: email.trim() }, onCompleted: () => setSent(true), onError: () => setSent(true) });
  };

  return (
    <AuthCard title="Reset your password">
      {sent ? (
        <Box role="status">
          <Text>{RESET_CONFIRMATION}</Text>
        </Box>
      ) : (
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap={4}>
            <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" value={email} onChange={({ value }) => setEmail(value)} />
            <Button type="submit" text="Send reset link" color="red" fullWidth disabled={inFlight} />
          </Flex>
        </form>
      )}
    </AuthCard>
  );
}
