/**
 * /business/convert (issue 19; platform §2): a member turns their account into a business (partner)
 * account with a business name (convertToBusiness), which also opens their first ad account under that
 * name; then they go on to `next` (a same-origin path, e.g. back to quick-promote) or the business hub.
 * A visitor logs in first and comes back; a partner already is one and goes on at once.
 */
import { Box, Button, Flex, Heading, Text, TextField } from 'gestalt';
import { useRouter } from 'found';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { safeNext } from '../../account/safeNext';
import { NETWORK_ERROR_MESSAGE } from '../../relay/useOptimisticRecordMutation';
import Redirect from '../../shell/Redirect';
import { AccountSkeleton, renderFailure } from '../../shell/routeKit';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { queryText, type AdRouteProps } from '../adChunks';
import { HUB_PATH, loginPath } from '../adPaths';
import type { adRoutes_ConvertQuery$data } from '../__generated__/adRoutes_ConvertQuery.graphql';
import type { ConvertPageMutation } from './__generated__/ConvertPageMutation.graphql';

export const CONVERT_TITLE = 'Convert to a business account';
export const BUSINESS_NAME_MAX = 100;

/** The form's rule (the server's too): 1 to 100 characters after trimming. */
export function businessNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter your business name.';
  if (trimmed.length > BUSINESS_NAME_MAX) return `Use ${BUSINESS_NAME_MAX} characters or fewer.`;
  return null;
}

const mutation = graphql`
  mutation ConvertPageMutation($input: ConvertToBusinessInput!) {
    convertToBusiness(input: $input) {
      viewer {
        isPartner
        businessName
      }
      adAccount {
        id
        name
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

/** Where to go once converted: `next` when it is this site's, else the hub. */
const destination = (next: string | null): string => (next ? safeNext(next) : HUB_PATH);

function ConvertPage({ next }: { readonly next: string | null }) {
  useDocumentTitle(`${CONVERT_TITLE} | Corkboard`);
  const { router } = useRouter();
  const [commit, inFlight] = useMutation<ConvertPageMutation>(mutation);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = businessNameError(name);
    setFieldError(invalid);
    setFormError(null);
    if (invalid || inFlight) return;
    commit({
      variables: { input: { businessName: name.trim() } },
      updater: (store, data) => {
        if (!data?.convertToBusiness.adAccount) return;
        // The shell's viewer (the header, useViewer) is the root's: it is a partner now.
        const viewer = store.getRoot().getLinkedRecord('viewer');
        viewer?.setValue(true, 'isPartner');
        viewer?.setValue(data.convertToBusiness.viewer?.businessName ?? name.trim(), 'businessName');
      },
      onCompleted: ({ convertToBusiness: answer }) => {
        const error = answer.errors[0];
        if (error) {
          if (error.field && /business_?name/i.test(error.field)) setFieldError(error.message);
          else setFormError(error.message);
          return;
        }
        router.push(destination(next));
      },
      onError: () => setFormError(NETWORK_ERROR_MESSAGE),
    });
  };

  return (
    <Box maxWidth={560} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="business-convert-page">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap={6}>
          <Heading accessibilityLevel={1} size="400">
            {CONVERT_TITLE}
          </Heading>
          <Text>
            A business account lets you promote your Pins, see how your ads do and edit your campaigns in bulk. Your profile, boards and Pins stay as they are.
          </Text>
          <TextField
            id="business-name"
            label="Business name"
            value={name}
            onChange={({ value }) => {
              setName(value);
              if (fieldError) setFieldError(null);
            }}
            errorMessage={fieldError ?? undefined}
            maxLength={{ characterCount: BUSINESS_NAME_MAX, errorAccessibilityLabel: 'Limit reached' }}
            autoComplete="organization"
          />
          {formError ? (
            <Box role="alert">
              <Text color="error">{formError}</Text>
            </Box>
          ) : null}
          <Flex justifyContent="end">
            <Button type="submit" text={inFlight ? 'Converting…' : 'Convert'} color="red" disabled={inFlight} dataTestId="business-convert-submit" />
          </Flex>
        </Flex>
      </form>
    </Box>
  );
}

/** The route's answer: a visitor logs in and comes back; a partner goes on at once. */
export function ConvertRoute({ data, query, onRetry }: AdRouteProps<adRoutes_ConvertQuery$data>) {
  if (!data.viewer) return renderFailure(onRetry);
  const next = queryText(query, 'next');
  const here = `/business/convert${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  if (!data.viewer.isAuthenticated) return <Redirect to={loginPath(here)} fallback={<AccountSkeleton />} />;
  if (data.viewer.isPartner) return <Redirect to={destination(next)} fallback={<AccountSkeleton />} />;
  return <ConvertPage next={next} />;
}
