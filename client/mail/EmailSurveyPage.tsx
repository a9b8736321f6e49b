/**
 * /email/user_survey?email=…&category=…&token=… (platform §2; issue 20): after unsubscribing, an
 * optional question — why? The unsubscribe page links here with the same link; no log-in needed.
 * Nothing typed is lost: a refused answer keeps the choice and the words, with the reason shown.
 */
import { Box, Button, Flex, Heading, RadioGroup, Text, TextArea } from 'gestalt';
import { useRouter } from 'found';
import { useId, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { NETWORK_ERROR_MESSAGE } from '../relay/useOptimisticRecordMutation';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { EmailSettingsNote } from './EmailUnsubscribePage';
import type { EmailSurveyPageMutation } from './__generated__/EmailSurveyPageMutation.graphql';

/** The reasons (server/v3/mail/survey.ts SURVEY_REASONS), in order. */
export const SURVEY_REASONS: ReadonlyArray<readonly [string, string]> = [
  ['too_often', 'I get too many e-mails'],
  ['not_relevant', "They aren't relevant to me"],
  ['never_signed_up', 'I never signed up for these'],
  ['other', 'Something else'],
];
export const SURVEY_COMMENT_MAX = 500;

const one = (value: unknown): string => (typeof value === 'string' ? value : '');

export default function EmailSurveyPage() {
  useDocumentTitle('Tell us why | Corkboard');
  const id = useId();
  const { match } = useRouter();
  const query = match.location.query as Record<string, unknown>;
  const link = { email: one(query.email), category: one(query.category), token: one(query.token) };
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const [commit, inFlight] = useMutation<EmailSurveyPageMutation>(graphql`
    mutation EmailSurveyPageMutation($email: String!, $category: String!, $token: String!, $reason: String!, $comment: String) {
      answerEmailSurvey(email: $email, category: $category, token: $token, reason: $reason, comment: $comment) {
        ok
        errors {
          message
        }
      }
    }
  `);
  const complete = link.email !== '' && link.token !== '' && link.category !== '';
  const tooLong = comment.length > SURVEY_COMMENT_MAX;

  const send = () => {
    if (inFlight || reason === null || tooLong) return;
    commit({
      variables: { ...link, reason, comment: comment.trim() === '' ? null : comment },
      onCompleted: ({ answerEmailSurvey: answer }) =>
        setOutcome(answer.ok ? { done: true, message: 'Thank you. Your answer helps us send better e-mail.' } : { done: false, message: answer.errors[0]?.message ?? NETWORK_ERROR_MESSAGE }),
      onError: () => setOutcome({ done: false, message: NETWORK_ERROR_MESSAGE }),
    });
  };

  return (
    <Box maxWidth={560} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="email-survey-page">
      <Flex direction="column" gap={4}>
        <Heading accessibilityLevel={1} size="400">
          Why did you unsubscribe?
        </Heading>
        {!complete ? (
          <Text>This link is not complete. Open it from the unsubscribe page again, whole.</Text>
        ) : outcome?.done ? (
          <Box role="status">
            <Text>{outcome.message}</Text>
          </Box>
        ) : (
          <Flex direction="column" gap={3}>
            <RadioGroup id={`${id}-reason`} legend="Choose the closest reason" direction="column">
              {SURVEY_REASONS.map(([value, label]) => (
                <RadioGroup.RadioButton key={value} id={`${id}-${value}`} checked={reason === value} label={label} name="survey-reason" value={value} onChange={() => setReason(value)} />
              ))}
            </RadioGroup>
            <TextArea
              id={`${id}-comment`}
              label="Anything else? (optional)"
              value={comment}
              onChange={({ value }) => setComment(value)}
              maxLength={{ characterCount: SURVEY_COMMENT_MAX, errorAccessibilityLabel: 'Too long' }}
              errorMessage={tooLong ? `Keep it to ${SURVEY_COMMENT_MAX} characters or fewer.` : undefined}
            />
            {outcome ? (
              <Box role="alert">
                <Text color="error">{outcome.message}</Text>
              </Box>
            ) : null}
            <Box>
              <Button text="Send" color="red" disabled={inFlight || reason === null || tooLong} onClick={send} />
            </Box>
          </Flex>
        )}
        <EmailSettingsNote />
      </Flex>
    </Box>
  );
}
