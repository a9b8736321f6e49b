import { useRouter } from 'found';
import { Button, Flex, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { adoptViewerOnSuccess } from './accountMutation';
import { FormError, useFormErrors } from './formErrors';
import { AuthCard, useDocumentTitle } from './LoginPage';
import { useResetPasswordMutation } from './useResetPasswordMutation';
import { splitErrors } from './viewerFields';

/** /pw/{username}?token=…: choose a new password, which signs in. */
export default function ResetPasswordPage() {
  const id = useId();
  const { match, router } = useRouter();
  const username = match.params.username ?? '';
  const token = String((match.location.query as Record<string, unknown>).token ?? '');
  const [commit, inFlight] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const { fieldErrors, setFieldErrors, formError, setFormError, clearErrors } = useFormErrors();
  useDocumentTitle('Choose a new password | Corkboard');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    clearErrors();
    commit({
      variables: { input: { username, token, password } },
      updater: adoptViewerOnSuccess('resetPassword'),
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
          <FormError message={formError} />
          <Button type="submit" text="Reset password and log in" color="red" fullWidth disabled={inFlight} />
        </Flex>
      </form>
    </AuthCard>
  );
}
