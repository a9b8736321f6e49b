import { Box, Button, Flex, RadioGroup, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { splitErrors } from '../account/viewerFields';
import { useCopyToClipboard } from '../shell/useCopyToClipboard';
import { useErrorToast } from '../shell/useErrorToast';
import { useCreateAccessToken } from './useAccessTokenMutations';

/** The server's cap on a token's name (it checks; this only says so). */
export const TOKEN_NAME_MAX = 100;
export const SECRET_SHOWN_ONCE = "Copy it now: you won't be able to see it again.";
export const SECRET_COPIED = 'Copied!';
export const SECRET_COPY_FAILED = "Couldn't copy it. Select the token above and copy it by hand.";

/** The secret of the token just made, shown this once, ready to copy. */
function NewTokenSecret({ secret, onDone }: { readonly secret: string; readonly onDone: () => void }) {
  const id = useId();
  const { state: copy, copy: copyText } = useCopyToClipboard();
  return (
    <Box padding={4} rounding={4} color="secondary" data-test-id="new-access-token">
      <Flex direction="column" gap={3}>
        <TextField
          id={`${id}-secret`}
          label="Your new access token"
          value={secret}
          readOnly
          onChange={() => {}}
          onFocus={({ event }) => event.currentTarget.select()}
          helperText={SECRET_SHOWN_ONCE}
        />
        <Flex gap={2}>
          <Button text="Copy token" color="red" onClick={() => void copyText(secret)} />
          <Button text="Done" color="gray" onClick={onDone} />
        </Flex>
        {copy === 'copied' ? (
          <Box role="status">
            <Text size="200">{SECRET_COPIED}</Text>
          </Box>
        ) : null}
        {copy === 'failed' ? (
          <Box role="alert">
            <Text size="200">{SECRET_COPY_FAILED}</Text>
          </Box>
        ) : null}
      </Flex>
    </Box>
  );
}

/** Settings → API access: name a new token, choose read or read and write, and see its secret once. */
export default function CreateAccessTokenForm({ viewerId }: { readonly viewerId: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [canWrite, setCanWrite] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [secret, setSecret] = useState<string | null>(null);
  const [create, creating] = useCreateAccessToken(viewerId);
  const toast = useErrorToast('api-access-form-toast');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setNameError(undefined);
    setSecret(null);
    create(name.trim(), canWrite ? ['read', 'write'] : ['read'], ({ token, errors }) => {
      if (token !== null) {
        setSecret(token);
        setName('');
        setCanWrite(false);
        return;
      }
      const { fields, form } = splitErrors(errors);
      if (fields.name) setNameError(fields.name);
      const other = form ?? Object.entries(fields).find(([field]) => field !== 'name')?.[1];
      if (other) toast.show(other);
    });
  };

  return (
    <Flex direction="column" gap={4}>
      {secret !== null ? <NewTokenSecret secret={secret} onDone={() => setSecret(null)} /> : null}
      <form onSubmit={submit} noValidate data-test-id="access-token-form">
        <Flex direction="column" gap={4}>
          <TextField
            id={`${id}-name`}
            label="Token name"
            value={name}
            onChange={({ value }) => setName(value)}
            errorMessage={nameError}
            helperText={`What it's for, up to ${TOKEN_NAME_MAX} characters`}
          />
          <RadioGroup id={`${id}-scopes`} legend="Access">
            <RadioGroup.RadioButton id={`${id}-read`} label="Read only" value="read" checked={!canWrite} onChange={() => setCanWrite(false)} />
            <RadioGroup.RadioButton id={`${id}-write`} label="Read and write" value="write" checked={canWrite} onChange={() => setCanWrite(true)} />
          </RadioGroup>
          <Box>
            <Button type="submit" text="Create token" color="red" disabled={creating} />
          </Box>
        </Flex>
      </form>
    </Flex>
  );
}
