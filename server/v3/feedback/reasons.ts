/**
 * Why a person reports a pin (issue 18): the codes stored in pin_reports.reason, each with the label
 * the report form shows. GET /v3/report_reasons/ lists them in this order.
 */
export const REPORT_REASONS = [
  { code: 'spam', label: 'Spam' },
  { code: 'nudity', label: 'Nudity, pornography or sexualized content' },
  { code: 'self_harm', label: 'Self-harm' },
  { code: 'misinformation', label: 'Misinformation' },
  { code: 'hateful', label: 'Hateful activities' },
  { code: 'dangerous_goods', label: 'Dangerous goods' },
  { code: 'harassment', label: 'Harassment or criticism' },
  { code: 'violence', label: 'Graphic violence' },
  { code: 'privacy', label: 'Privacy violation' },
  { code: 'intellectual_property', label: 'My intellectual property' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['code'];

export const REPORT_REASON_CODES: readonly ReportReason[] = REPORT_REASONS.map((reason) => reason.code);

/** A v3 report reason: its code and the label a person reads. */
export interface V3ReportReason {
  code: ReportReason;
  label: string;
}
