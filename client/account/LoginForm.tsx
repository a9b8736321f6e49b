import { Button, Flex, Link, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { adoptViewerOnSuccess } from './accountMutation';
import { FormError, useFormErrors } from './formErrors';
import { useLoginMutation } from './useLoginMutation';
import { splitErrors } from './viewerFields';

interface Props {
  /** Called after a successful log-in (the store already holds the signed-in viewer). */
  readonly onSuccess: () => void;
}

/** Email or username + password. Field errors beside the field; bad credentials / rate limit above the button. */
export default function LoginForm({ onSuccess }: Props) {
  const id = useId();
  const [commit, inFlight] = useLoginMutation();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const { fieldErrors, setFieldErrors, formError, setFormError, clearErrors } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    clearErrors();
    commit({
      variables: { input: { usernameOrEmail: usernameOrEmail.trim(), password } },
      updater: adoptViewerOnSuccess('login'),
      onCompleted: (data) => {
        if (data.login.errors.length === 0) {
          onSuccess();
          return;
        }
        const { fields, form } = splitErrors(data.login.errors);
        setFieldErrors(fields);
        setFormError(form);
      },
      onError: () => setFormError('Something went wrong. Please try again.'),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-test-id="login-form">
      <Flex direction="column" gap={4}>
        <TextField
          id={`${id}-usernameOrEmail`}
          label="Email or username"
          autoComplete="username"
          value={usernameOrEmail}
          onChange={({ value }) => setUsernameOrEmail(value)}
          errorMessage={fieldErrors.usernameOrEmail ?? fieldErrors.email ?? fieldErrors.username}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={({ value }) => setPassword(value)}
          errorMessage={fieldErrors.password}
        />
        <FormError message={formError} />
        <Text size="200">
          <Link href="/password/reset" display="inline">
            Forgot your password?
          </Link>
        </Text>
        <Button type="submit" text="Log in" color="red" fullWidth disabled={inFlight} />
      </Flex>
    </form>
  );
}
