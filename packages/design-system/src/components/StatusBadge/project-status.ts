/** Status tones: each is a text, background and border colour that pass WCAG AA on white. */
export const STATUS_TONES = {
  amber: { color: '#92400e', background: '#fef3c7', border: '#f5c96b' },
  teal: { color: '#115e59', background: '#ccfbf1', border: '#7dd3c8' },
  green: { color: '#166534', background: '#dcfce7', border: '#86d7a2' },
  grey: { color: '#475569', background: '#f1f5f9', border: '#cbd5e1' },
} as const;

export type StatusTone = keyof typeof STATUS_TONES;

/** Project statuses of spec 01 section 4. */
export const PROJECT_STATUSES = {
  draft: { label: 'Draft', tone: 'amber' },
  in_review: { label: 'In Review', tone: 'teal' },
  completed: { label: 'Completed', tone: 'green' },
} as const satisfies Record<string, { label: string; tone: StatusTone }>;

export type ProjectStatus = keyof typeof PROJECT_STATUSES;

function isKnownStatus(status: string): status is ProjectStatus {
  return Object.hasOwn(PROJECT_STATUSES, status);
}

/** Label and tone of a status; any unknown value is shown as is, in grey. */
export function describeProjectStatus(status: string): { label: string; tone: StatusTone } {
  return isKnownStatus(status) ? PROJECT_STATUSES[status] : { label: status, tone: 'grey' };
}
