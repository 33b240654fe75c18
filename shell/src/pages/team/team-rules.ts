import type { Role } from '@groundwork/contracts';

/** Owners and admins invite, change roles and remove; members and viewers only see the list. */
export function canManageTeam(role: Role | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** The join date as e.g. "Nov 21, 2026"; the raw value when it is not a date. */
export function formatJoined(joinedAt: string): string {
  const date = new Date(joinedAt);
  if (Number.isNaN(date.getTime())) return joinedAt;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
