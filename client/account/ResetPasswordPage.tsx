import { useRouter } from 'found';
import { Box, Button, Flex, Status, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { AuthCard, useDocumentTitle } from './LoginPage';
import { useResetPasswordMutation } from './useResetPasswordMutation';
import { adoptPayloadViewer, splitErrors } from './viewerFields';

/** /pw/{username}?token=…: choose a new password, which signs in. */
export default function ResetPasswordPage() {
  const id = useId();
  const { match, router } = useRouter();
  const username = match.params.username ?? '';
  const token = String((match.location.query as Record<string, unknown>).token ?? '');
  const [commit, inFlight] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  useDocumentTitle('Choose a new password | Corkboard');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    setFieldErrors({});
    setFormError(null);
    commit({
      variables: { input: { username, token, password } },
      updater: (store, data) => {
        if (data?.resetPassword.errors.length === 0) adoptPayloadViewer(store, 'resetPassword');
      },
      onCompleted: (data) => {
        if (data.resetPassword.errors.length === 0) {
          router.push('/');
          return;
        }
        const { fields, form } = splitErrors(data.resetPassword.errors);
        setFieldErrors(fields);
        setFormError(form ?? fields.token ?? fields.username ?? null);
      },
      onError: () => setFormError('Something went wrong. Please try again.'),
    });
  };

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap={4}>
          <TextField
            id={`${id}-password`}
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={({ value }) => setPassword(value)}
            errorMessage={fieldErrors.password}
          />
          {formError ? (
            <Box role="alert">
              <Flex alignItems="center" gap={2}>
                <Status type="problem" accessibilityLabel="Error" />
                <Text color="error">{formError}</Text>
              </Flex>
            </Box>
          ) : null}
          <Button type="submit" text="Reset password and log in" color="red" fullWidth disabled={inFlight} />
        </Flex>
      </form>
    </AuthCard>
  );
}
