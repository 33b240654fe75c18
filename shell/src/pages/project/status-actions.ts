import { errorMessageFromResponseError } from '@groundwork/api-client';
import { nextStatuses, STATUS_TRANSITIONS, type ProjectStatus, type Role } from '@groundwork/contracts';
import { messageOrDefault, type ToastContent } from '@groundwork/design-system/base';

/** The button label of each status transition, by current status and target status. */
export const STATUS_ACTION_LABELS: { readonly [From in ProjectStatus]: Partial<Record<ProjectStatus, string>> } = {
  draft: { in_review: 'Submit for Review' },
  in_review: { draft: 'Send back to Draft', completed: 'Mark Completed' },
  completed: { in_review: 'Reopen' },
};

export interface StatusAction {
  to: ProjectStatus;
  label: string;
}

/**
 * The status changes `role` may make from `status` (contracts STATUS_TRANSITIONS). Nothing for a
 * viewer, for a user whose role is unknown, or for a status outside the three.
 */
export function statusActions(status: string, role: Role | undefined): StatusAction[] {
  if (!role || !Object.hasOwn(STATUS_TRANSITIONS, status)) return [];
  const from = status as ProjectStatus;
  return nextStatuses(from, role).map((to) => ({ to, label: STATUS_ACTION_LABELS[from][to] ?? to }));
}

export const STATUS_CHANGE_FAILED_TITLE = 'Status change failed';
export const STATUS_CHANGE_FAILED_MESSAGE = 'Failed to update the project status. Please try again.';

/** Destructive toast for a refused status change, with the server's message when it sent one. */
export function statusChangeFailedToast(error: unknown): ToastContent {
  return {
    title: STATUS_CHANGE_FAILED_TITLE,
    description: messageOrDefault(errorMessageFromResponseError(error), STATUS_CHANGE_FAILED_MESSAGE),
    variant: 'destructive',
  };
}
