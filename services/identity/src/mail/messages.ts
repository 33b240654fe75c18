import type { MailMessage } from './mailer';

export const confirmationCodeMessage = (to: string, code: string, minutes: number): MailMessage => ({
  to,
  subject: 'Your Groundwork confirmation code',
  text: `Your confirmation code is ${code}.\n\nIt expires in ${minutes} minutes. If you did not create a Groundwork account, ignore this e-mail.`,
});

export const invitationMessage = (to: string, organizationName: string, temporaryPassword: string): MailMessage => ({
  to,
  subject: `You are invited to ${organizationName} on Groundwork`,
  text:
    `You have been invited to join ${organizationName} on Groundwork.\n\n` +
    `Sign in with this e-mail address and the temporary password ${temporaryPassword}\n` +
    'You will be asked to choose your own password.',
});

export const alreadyRegisteredMessage = (to: string): MailMessage => ({
  to,
  subject: 'You already have a Groundwork account',
  text: 'Someone tried to create a Groundwork account with this e-mail address, which already has one. Sign in instead; if this was not you, ignore this e-mail.',
});
