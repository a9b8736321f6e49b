/**
 * One campaign in the business hub: name, goal, status, budget and schedule, with Pause / Resume
 * (setCampaignStatus). The new status shows at once (an optimistic response); a refusal (errors as
 * data) or a network failure takes it back, with an error toast.
 */
import { Box, Button, Flex, Status, Text } from 'gestalt';
import { graphql, useFragment, useMutation } from 'react-relay';
import { NETWORK_ERROR_MESSAGE } from '../../relay/useOptimisticRecordMutation';
import { useErrorToast } from '../../shell/useErrorToast';
import { money, OBJECTIVES } from '../money';
import type { CampaignRow_campaign$key } from './__generated__/CampaignRow_campaign.graphql';
import type { CampaignRowStatusMutation } from './__generated__/CampaignRowStatusMutation.graphql';

const mutation = graphql`
  mutation CampaignRowStatusMutation($input: SetCampaignStatusInput!) {
    setCampaignStatus(input: $input) {
      campaign {
        id
        status
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

const STATUS = {
  ACTIVE: { type: 'ok', title: 'Active' },
  PAUSED: { type: 'halted', title: 'Paused' },
  ARCHIVED: { type: 'canceled', title: 'Archived' },
} as const;

const day = (iso: string | null | undefined): string | null =>
  iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : null;

export default function CampaignRow({ campaign, currency }: { readonly campaign: CampaignRow_campaign$key; readonly currency: string }) {
  const data = useFragment(
    graphql`
      fragment CampaignRow_campaign on Campaign {
        id
        name
        objective
        status
        dailyBudgetMicros
        lifetimeBudgetMicros
        startTime
        endTime
      }
    `,
    campaign,
  );
  const [commit, inFlight] = useMutation<CampaignRowStatusMutation>(mutation);
  const errorToast = useErrorToast('campaign-status-error');
  const status = STATUS[data.status as keyof typeof STATUS] ?? STATUS.ARCHIVED;
  const objective = OBJECTIVES.find((option) => option.value === data.objective)?.label ?? data.objective;
  const budget = data.dailyBudgetMicros != null ? `${money(data.dailyBudgetMicros, currency)} a day` : `${money(data.lifetimeBudgetMicros, currency)} in total`;
  const start = day(data.startTime);
  const end = day(data.endTime);
  const next = data.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE';

  const setStatus = () => {
    if (inFlight) return;
    commit({
      variables: { input: { id: data.id, status: next } },
      optimisticResponse: { setCampaignStatus: { campaign: { id: data.id, status: next }, errors: [] } },
      onCompleted: ({ setCampaignStatus: answer }) => {
        const error = answer.errors[0];
        if (error || !answer.campaign) errorToast.show(error?.message ?? NETWORK_ERROR_MESSAGE);
      },
      onError: () => errorToast.show(NETWORK_ERROR_MESSAGE),
    });
  };

  return (
    <Box paddingY={3} data-test-id="hub-campaign" data-campaign-status={data.status}>
      <Flex alignItems="center" gap={3} wrap>
        <Flex.Item flex="grow" minWidth={200}>
          <Flex direction="column" gap={1}>
            <Text weight="bold" lineClamp={2}>
              {data.name}
            </Text>
            <Text size="100" color="subtle">
              {objective} · {budget}
              {start ? ` · ${start}${end ? ` – ${end}` : ' onwards'}` : ''}
            </Text>
          </Flex>
        </Flex.Item>
        <Status type={status.type} title={status.title} />
        {data.status === 'ARCHIVED' ? null : (
          <Button
            text={data.status === 'ACTIVE' ? 'Pause' : 'Resume'}
            size="sm"
            color="gray"
            accessibilityLabel={`${data.status === 'ACTIVE' ? 'Pause' : 'Resume'} ${data.name}`}
            disabled={inFlight}
            onClick={setStatus}
          />
        )}
      </Flex>
    </Box>
  );
}
