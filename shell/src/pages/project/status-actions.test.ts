import { ApiError } from '@groundwork/api-client';
import { STATUS_TRANSITIONS, type ProjectStatus } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { STATUS_ACTION_LABELS, statusActions, statusChangeFailedToast } from './status-actions';

describe('statusActions', () => {
  it.each([
    ['draft', 'owner', ['Submit for Review']],
    ['in_review', 'owner', ['Send back to Draft', 'Mark Completed']],
    ['in_review', 'admin', ['Send back to Draft', 'Mark Completed']],
    ['in_review', 'member', ['Send back to Draft']],
    ['completed', 'admin', ['Reopen']],
    ['completed', 'member', []],
    ['draft', 'viewer', []],
    ['in_review', 'viewer', []],
  ] as const)('from %s a %s gets %j', (status, role, labels) => {
    expect(statusActions(status, role).map((action) => action.label)).toEqual(labels);
  });

  it('targets the transition status', () => {
    expect(statusActions('in_review', 'owner')).toEqual([
      { to: 'draft', label: 'Send back to Draft' },
      { to: 'completed', label: 'Mark Completed' },
    ]);
  });

  it('offers nothing without a role or for an unknown status', () => {
    expect(statusActions('draft', undefined)).toEqual([]);
    expect(statusActions('archived', 'owner')).toEqual([]);
    expect(statusActions('toString', 'owner')).toEqual([]);
  });

  it('has a label for every transition of the contracts', () => {
    for (const [from, transitions] of Object.entries(STATUS_TRANSITIONS)) {
      for (const { to } of transitions) {
        expect(STATUS_ACTION_LABELS[from as ProjectStatus][to], `${from} -> ${to}`).toMatch(/\w/);
      }
    }
  });
});

describe('statusChangeFailedToast', () => {
  it('is destructive and carries the server message', () => {
    const error = new ApiError(409, '{"message":"A project cannot go from Draft to Completed","code":"INVALID_STATUS_TRANSITION"}');
    expect(statusChangeFailedToast(error)).toEqual({
      title: 'Status change failed',
      description: 'A project cannot go from Draft to Completed',
      variant: 'destructive',
    });
  });

  it('falls back to the default message when the server sent none', () => {
    expect(statusChangeFailedToast(new ApiError(502, 'Bad Gateway')).description).toBe('Failed to update the project status. Please try again.');
    expect(statusChangeFailedToast(new TypeError('Failed to fetch')).description).toBe('Failed to update the project status. Please try again.');
  });
});
