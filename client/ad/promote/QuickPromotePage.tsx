/**
 * /advertiser/quick-promote?pin={id} (issue 19; platform §2): a partner promotes a Pin they own in one
 * form — goal (objective), audience (automatic: the Pin's topics; or chosen interests, locales, ages,
 * genders), daily budget and duration, with a live reach estimate — then quickPromote makes a live
 * campaign, ad group and ad, and a confirmation links to the business hub. Errors come back as data
 * and show on their fields. A visitor logs in first; a member who is not a partner converts first
 * (/business/convert) and comes back.
 */
import { Box, Button, ButtonLink, Checkbox, Divider, Fieldset, Flex, Heading, Image, NumberField, RadioGroup, SelectList, Text, TextField } from 'gestalt';
import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { NETWORK_ERROR_MESSAGE } from '../../relay/useOptimisticRecordMutation';
import NotFound from '../../shell/NotFound';
import Redirect from '../../shell/Redirect';
import { AccountSkeleton, renderFailure } from '../../shell/routeKit';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { queryText, type AdRouteProps } from '../adChunks';
import { convertPath, HUB_PATH, loginPath, quickPromotePath } from '../adPaths';
import InterestPicker from './InterestPicker';
import ReachEstimate from './ReachEstimate';
import {
  AGE_BUCKETS,
  audienceError,
  audienceInput,
  destinationError,
  durationError,
  fieldOfError,
  GENDERS,
  LOCALES,
  money,
  OBJECTIVES,
  parseDailyBudget,
  type AudienceChoice,
  type Interest,
  type Objective,
  type PromoteField,
} from './promoteRules';
import type { adRoutes_QuickPromoteQuery$data } from '../__generated__/adRoutes_QuickPromoteQuery.graphql';
import type { QuickPromotePage_pin$data, QuickPromotePage_pin$key } from './__generated__/QuickPromotePage_pin.graphql';
import type { QuickPromotePage_viewer$key } from './__generated__/QuickPromotePage_viewer.graphql';
import type { QuickPromotePageMutation, QuickPromotePageMutation$data } from './__generated__/QuickPromotePageMutation.graphql';

export const QUICK_PROMOTE_TITLE = 'Promote your Pin';
const DEFAULT_DAILY_BUDGET = '5';
const DEFAULT_DURATION_DAYS = 7;

const mutation = graphql`
  mutation QuickPromotePageMutation($input: QuickPromoteInput!) {
    quickPromote(input: $input) {
      campaign {
        id
        entityId
        name
        status
        dailyBudgetMicros
        endTime
      }
      ad {
        id
        entityId
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

type Errors = Partial<Record<PromoteField, string>>;
type Created = NonNullable<QuickPromotePageMutation$data['quickPromote']['campaign']>;

/** The pin's own topics (its interest, its board's), once each: the suggestions and what automatic targets. */
function pinTopics(pin: QuickPromotePage_pin$data): Interest[] {
  const topics = [pin.sourceInterest, pin.board.topic].filter((topic): topic is Interest => Boolean(topic));
  return topics.filter((topic, index) => topics.findIndex((other) => other.entityId === topic.entityId) === index);
}

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

function CheckboxGroup({ id, legend, options, values, onChange }: {
  readonly id: string;
  readonly legend: string;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
}) {
  return (
    <Fieldset legend={legend} id={id}>
      <Flex gap={3} wrap>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            id={`${id}-${option.value}`}
            label={option.label}
            checked={values.includes(option.value)}
            onChange={({ checked }) => onChange(toggle(values, option.value, checked))}
          />
        ))}
      </Flex>
    </Fieldset>
  );
}

function Confirmation({ campaign, pinTitle }: { readonly campaign: Created; readonly pinTitle: string }) {
  return (
    <Flex direction="column" gap={4}>
      <Heading accessibilityLevel={1} size="400">
        Your Pin is promoted
      </Heading>
      <Box role="status" data-test-id="quick-promote-done">
        <Text>
          “{pinTitle}” is live in the campaign “{campaign.name}”, with a daily budget of {money(campaign.dailyBudgetMicros)}. People in its audience start seeing it in their home
          feed, search and related Pins.
        </Text>
      </Box>
      <Flex gap={2} wrap>
        <ButtonLink text="Go to the business hub" color="red" href={HUB_PATH} dataTestId="quick-promote-hub-link" />
      </Flex>
    </Flex>
  );
}

interface PageProps {
  readonly pin: QuickPromotePage_pin$data;
  readonly adAccounts: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

function QuickPromoteForm({ pin, adAccounts }: PageProps) {
  const [commit, inFlight] = useMutation<QuickPromotePageMutation>(mutation);
  const topics = useMemo(() => pinTopics(pin), [pin]);
  const [adAccountId, setAdAccountId] = useState(adAccounts[0]?.id ?? '');
  const [objective, setObjective] = useState<Objective>('AWARENESS');
  const [audience, setAudience] = useState<AudienceChoice>({ mode: 'AUTOMATIC', interests: [], locales: [], ageBuckets: [], genders: [] });
  const [dailyBudget, setDailyBudget] = useState(DEFAULT_DAILY_BUDGET);
  const [duration, setDuration] = useState<number | undefined>(DEFAULT_DURATION_DAYS);
  const [destination, setDestination] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<Created | null>(null);
  const clear = (field: PromoteField) => setErrors((current) => (current[field] || current.form ? { ...current, [field]: undefined, form: undefined } : current));
  const changeAudience = (change: Partial<AudienceChoice>) => {
    setAudience((current) => ({ ...current, ...change }));
    clear('audience');
  };
  const reachAudience = useMemo(() => audienceInput(audience, pin.entityId), [audience, pin.entityId]);

  if (created) return <Confirmation campaign={created} pinTitle={pin.title || 'Your Pin'} />;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight) return;
    const budget = parseDailyBudget(dailyBudget);
    const found: Errors = {
      audience: audienceError(audience) ?? undefined,
      dailyBudget: 'error' in budget ? budget.error : undefined,
      duration: durationError(duration) ?? undefined,
      destinationUrl: destinationError(destination, pin.link) ?? undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || 'error' in budget || duration === undefined) return;
    commit({
      variables: {
        input: {
          adAccountId,
          pinId: pin.entityId,
          objective,
          audience: audienceInput(audience, pin.entityId),
          dailyBudgetMicros: String(budget.micros),
          durationDays: duration,
          ...(destination.trim() ? { destinationUrl: destination.trim() } : {}),
        },
      },
      onCompleted: ({ quickPromote: answer }) => {
        if (answer.errors.length > 0 || !answer.campaign) {
          const next: Errors = {};
          for (const error of answer.errors) {
            const field = fieldOfError(error.field);
            next[field] ??= error.message;
          }
          if (answer.errors.length === 0) next.form = NETWORK_ERROR_MESSAGE;
          setErrors(next);
          return;
        }
        setCreated(answer.campaign);
      },
      onError: () => setErrors({ form: NETWORK_ERROR_MESSAGE }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap={6}>
        <Heading accessibilityLevel={1} size="400">
          {QUICK_PROMOTE_TITLE}
        </Heading>
        <Flex gap={3} alignItems="center">
          {pin.image?.url ? (
            <Box width={68} height={68} rounding={3} overflow="hidden" flex="none">
              <Image src={pin.image.url} alt="" naturalWidth={1} naturalHeight={1} fit="cover" />
            </Box>
          ) : null}
          <Text weight="bold" lineClamp={2}>
            {pin.title || 'Your Pin'}
          </Text>
        </Flex>
        {adAccounts.length > 1 ? (
          <SelectList
            id="ad-account"
            label="Ad account"
            value={adAccountId}
            onChange={({ value }) => setAdAccountId(value)}
          >
            {adAccounts.map((account) => (
              <SelectList.Option key={account.id} label={account.name} value={account.id} />
            ))}
          </SelectList>
        ) : null}
        <RadioGroup legend="Goal" id="objective" errorMessage={errors.objective}>
          {OBJECTIVES.map((option) => (
            <RadioGroup.RadioButton
              key={option.value}
              id={`objective-${option.value}`}
              label={option.label}
              helperText={option.help}
              value={option.value}
              checked={objective === option.value}
              onChange={() => {
                setObjective(option.value);
                clear('objective');
              }}
            />
          ))}
        </RadioGroup>
        <Divider />
        <Flex direction="column" gap={4}>
          <RadioGroup legend="Audience" id="audience-mode">
            <RadioGroup.RadioButton
              id="audience-automatic"
              label="Automatic"
              helperText={topics.length > 0 ? `People interested in ${topics.map((topic) => topic.name).join(' and ')}, and people like them.` : 'People interested in what your Pin is about.'}
              value="AUTOMATIC"
              checked={audience.mode === 'AUTOMATIC'}
              onChange={() => changeAudience({ mode: 'AUTOMATIC' })}
            />
            <RadioGroup.RadioButton
              id="audience-chosen"
              label="Choose your audience"
              helperText="Interests, languages, ages and genders you pick."
              value="CHOSEN"
              checked={audience.mode === 'CHOSEN'}
              onChange={() => changeAudience({ mode: 'CHOSEN' })}
            />
          </RadioGroup>
          {audience.mode === 'CHOSEN' ? (
            <Flex direction="column" gap={4}>
              <InterestPicker chosen={audience.interests} suggestions={topics} onChange={(interests) => changeAudience({ interests })} errorMessage={errors.audience ?? null} />
              <CheckboxGroup id="locales" legend="Languages (any when none is checked)" options={LOCALES} values={audience.locales} onChange={(locales) => changeAudience({ locales })} />
              <CheckboxGroup
                id="ages"
                legend="Ages (any when none is checked)"
                options={AGE_BUCKETS.map((bucket) => ({ value: bucket, label: bucket }))}
                values={audience.ageBuckets}
                onChange={(ageBuckets) => changeAudience({ ageBuckets })}
              />
              <CheckboxGroup id="genders" legend="Genders (any when none is checked)" options={GENDERS} values={audience.genders} onChange={(genders) => changeAudience({ genders })} />
            </Flex>
          ) : errors.audience ? (
            <Box role="alert">
              <Text color="error" size="200">
                {errors.audience}
              </Text>
            </Box>
          ) : null}
        </Flex>
        {adAccountId ? <ReachEstimate adAccountId={adAccountId} audience={reachAudience} /> : null}
        <Divider />
        <Flex direction="column" gap={4}>
          <TextField
            id="daily-budget"
            label="Daily budget (USD)"
            helperText="At least $1.00 a day."
            value={dailyBudget}
            onChange={({ value }) => {
              setDailyBudget(value);
              clear('dailyBudget');
            }}
            errorMessage={errors.dailyBudget}
            type="text"
            mobileInputMode="decimal"
          />
          <NumberField
            id="duration-days"
            label="Duration (days)"
            helperText="1 to 90 days, starting now."
            value={duration}
            min={1}
            max={90}
            step={1}
            onChange={({ value }) => {
              setDuration(value);
              clear('duration');
            }}
            errorMessage={errors.duration}
          />
          <TextField
            id="destination-url"
            label="Destination (optional)"
            helperText={pin.link ? `Where a click goes; left empty, your Pin's link (${pin.link}).` : 'Where a click goes.'}
            value={destination}
            onChange={({ value }) => {
              setDestination(value);
              clear('destinationUrl');
            }}
            errorMessage={errors.destinationUrl}
            type="url"
            placeholder={pin.link ?? 'https://'}
          />
        </Flex>
        {errors.form ? (
          <Box role="alert">
            <Text color="error">{errors.form}</Text>
          </Box>
        ) : null}
        <Flex justifyContent="end" gap={2}>
          <ButtonLink text="Cancel" color="gray" href={`/pin/${encodeURIComponent(pin.entityId)}/`} />
          <Button type="submit" text={inFlight ? 'Promoting…' : 'Promote'} color="red" disabled={inFlight} dataTestId="quick-promote-submit" />
        </Flex>
      </Flex>
    </form>
  );
}

function Notice({ title, body, action }: { readonly title: string; readonly body: string; readonly action?: { readonly text: string; readonly href: string } }) {
  return (
    <Flex direction="column" gap={4}>
      <Heading accessibilityLevel={1} size="400">
        {title}
      </Heading>
      <Text>{body}</Text>
      {action ? (
        <Box>
          <ButtonLink text={action.text} color="gray" href={action.href} />
        </Box>
      ) : null}
    </Flex>
  );
}

function QuickPromotePage({ pin, viewer }: { readonly pin: QuickPromotePage_pin$key; readonly viewer: QuickPromotePage_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment QuickPromotePage_pin on Pin {
        entityId
        title
        link
        image(size: W236) {
          url
        }
        pinner {
          entityId
        }
        board {
          privacy
          topic {
            entityId
            name
          }
        }
        sourceInterest {
          entityId
          name
        }
      }
    `,
    pin,
  );
  const me = useFragment(
    graphql`
      fragment QuickPromotePage_viewer on Viewer {
        user {
          entityId
        }
        adAccounts(first: 25) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    viewer,
  );
  useDocumentTitle(`${QUICK_PROMOTE_TITLE} | Corkboard`);
  const adAccounts = me.adAccounts.edges.map((edge) => edge.node);
  let body;
  if (me.user?.entityId !== data.pinner.entityId) {
    body = <Notice title="You can only promote your own Pins" body="Quick promote works on Pins you created. Save this idea, or promote one of yours." action={{ text: 'Back to the Pin', href: `/pin/${encodeURIComponent(data.entityId)}/` }} />;
  } else if (data.board.privacy === 'secret') {
    body = <Notice title="This Pin is on a secret board" body="Only Pins people can see may be promoted. Move it to a public board, then promote it." action={{ text: 'Back to the Pin', href: `/pin/${encodeURIComponent(data.entityId)}/` }} />;
  } else if (adAccounts.length === 0) {
    body = <Notice title="No ad account yet" body="Your business account has no ad account to pay for this promotion." action={{ text: 'Go to the business hub', href: HUB_PATH }} />;
  } else {
    body = <QuickPromoteForm pin={data} adAccounts={adAccounts} />;
  }
  return (
    <Box maxWidth={640} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="quick-promote-page">
      {body}
    </Box>
  );
}

/** The route's answer: log in first, convert to a business account first, an unknown pin is Not Found. */
export function QuickPromoteRoute({ data, query, onRetry }: AdRouteProps<adRoutes_QuickPromoteQuery$data>) {
  if (!data.viewer) return renderFailure(onRetry);
  const pinId = queryText(query, 'pin');
  const here = pinId ? quickPromotePath(pinId) : '/advertiser/quick-promote';
  if (!data.viewer.isAuthenticated) return <Redirect to={loginPath(here)} fallback={<AccountSkeleton />} />;
  if (!data.viewer.isPartner) return <Redirect to={convertPath(here)} fallback={<AccountSkeleton />} />;
  if (!pinId) {
    return (
      <Box maxWidth={640} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="quick-promote-page">
        <Notice title={QUICK_PROMOTE_TITLE} body="Open one of your Pins and choose Promote to promote it." action={{ text: 'Go to the business hub', href: HUB_PATH }} />
      </Box>
    );
  }
  if (!data.pin) return <NotFound />;
  return <QuickPromotePage key={pinId} pin={data.pin} viewer={data.viewer} />;
}
