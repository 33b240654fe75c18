import type { MailMessage } from './types';

export const confirmationCodeMessage = (to: string, code: string, minutes: number): MailMessage => ({
  to,
  subject: 'Your Groundwork confirmation code',
  text: `Your confirmation code is ${code}.\n\nIt expires in ${minutes} minutes. If you did not create a Groundwork account, ignore this e-mail.`,
});

export const invitationMessage = (to: string, organizationName: string, temporaryPassword: string, days: number): MailMessage => ({
  to,
  subject: `You are invited to ${organizationName} on Groundwork`,
  text:
    `You have been invited to join ${organizationName} on Groundwork.\n\n` +
    `Sign in with this e-mail address and the temporary password ${temporaryPassword}\n` +
    `You will be asked to choose your own password. The temporary password expires in ${days} days.`,
});

/** To an address that already has an account: an account belongs to one organization. */
export const invitationForExistingAccountMessage = (to: string, organizationName: string): MailMessage => ({
  to,
  subject: `Someone tried to invite you to ${organizationName} on Groundwork`,
  text:
    `Someone at ${organizationName} tried to invite this e-mail address to their team on Groundwork, ` +
    'but it already has a Groundwork account, and an account belongs to one organization. ' +
    'Nothing has changed for your account. To join them, ask for an invitation to another e-mail ' +
    'address; if you do not know them, ignore this e-mail.',
});

export const alreadyRegisteredMessage = (to: string): MailMessage => ({
  to,
  subject: 'You already have a Groundwork account',
  text: 'Someone tried to create a Groundwork account with this e-mail address, which already has one. Sign in instead; if this was not you, ignore this e-mail.',
});
