import { Spinner } from 'gestalt';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import ConfirmModal from '../board/ConfirmModal';
import QuietBoundary from '../shell/QuietBoundary';
import ReportReasons from './ReportReasons';
import type { ReportReasonModalQuery } from './__generated__/ReportReasonModalQuery.graphql';

export const REPORT_HEADING = 'Report Pin';

interface Props {
  /** A reason was chosen and 'Report' pressed (the reason's code). */
  readonly onReport: (reason: string) => void;
  readonly onDismiss: () => void;
}

function Reasons({ value, onChange }: { readonly value: string | null; readonly onChange: (code: string) => void }) {
  const data = useLazyLoadQuery<ReportReasonModalQuery>(
    graphql`
      query ReportReasonModalQuery {
        ...ReportReasons_query
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return <ReportReasons query={data} value={value} onChange={onChange} />;
}

/**
 * 'Report Pin' from the card's options menu (issue 18): a Gestalt Modal with the reasons as a
 * RadioGroup; 'Report' (once a reason is chosen) hands the reason over, Cancel or Escape closes.
 * Loaded when first opened, with its own query of the reasons.
 */
export default function ReportReasonModal({ onReport, onDismiss }: Props) {
  const [reason, setReason] = useState<string | null>(null);
  return (
    <ConfirmModal heading={REPORT_HEADING} confirmText="Report" onConfirm={() => (reason ? onReport(reason) : undefined)} onDismiss={onDismiss} disabled={reason === null}>
      {/* Reasons that cannot load leave the modal (Report stays off, Cancel closes), never the page. */}
      <QuietBoundary>
        <Suspense fallback={<Spinner show accessibilityLabel="Loading reasons" />}>
          <Reasons value={reason} onChange={setReason} />
        </Suspense>
      </QuietBoundary>
    </ConfirmModal>
  );
}
