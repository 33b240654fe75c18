/** Spec 01 section 2, side panel: the first two letters of the e-mail in upper case, or "US". */
export function userInitials(email: string | null | undefined): string {
  return email ? email.slice(0, 2).toUpperCase() : 'US';
}

/** The part of the e-mail before the at-sign, or "User". */
export function userDisplayName(email: string | null | undefined): string {
  return email?.split('@')[0] || 'User';
}
