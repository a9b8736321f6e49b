import { RadioGroup } from 'gestalt';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReportReasons_query$key } from './__generated__/ReportReasons_query.graphql';

interface Props {
  readonly query: ReportReasons_query$key;
  /** The chosen reason's code, or null. */
  readonly value: string | null;
  readonly onChange: (code: string) => void;
  readonly disabled?: boolean;
}

/** The reasons to report a pin for (Query.pinReportReasons), one to choose: the modal's and /pin/{id}/feedback/'s. */
export default function ReportReasons({ query, value, onChange, disabled = false }: Props) {
  const data = useFragment(
    graphql`
      fragment ReportReasons_query on Query {
        pinReportReasons {
          code
          label
        }
      }
    `,
    query,
  );
  const id = useId();
  return (
    <RadioGroup id={`${id}-reason`} legend="Why are you reporting this Pin?">
      {data.pinReportReasons.map((reason) => (
        <RadioGroup.RadioButton
          key={reason.code}
          id={`${id}-reason-${reason.code}`}
          label={reason.label}
          value={reason.code}
          checked={value === reason.code}
          disabled={disabled}
          onChange={() => onChange(reason.code)}
        />
      ))}
    </RadioGroup>
  );
}
