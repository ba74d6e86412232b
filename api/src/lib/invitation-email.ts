import {
  INVITATION_LINK_DAYS,
  isBrandColor,
  paths,
  textOnBrandColor,
  type Brand,
  type CollaboratorRole,
} from '@brandcast/shared';
import type { Mail } from './mail';

/** The email an owner's sharing sends on their behalf: text always, and HTML in their brand while their plan shows it. */
export interface InvitationInput {
  to: string;
  owner: { firstName: string; lastName: string };
  projectName: string;
  role: CollaboratorRole;
  projectUrl: string;
  /** The owner's brand as shown now (null: Brandcast's own look); logoUrl is a path on appUrl. */
  brand: Brand | null;
  appUrl: string;
  /**
   * Set when the address has no account yet: the link leads to registration with the address filled in,
   * and joins the project. The token is the mail's secret, so the outbox never keeps it.
   */
  invitationToken?: string;
}

/** Every invitation's subject: our words only. */
export const INVITATION_SUBJECT = 'A project was shared with you on Brandcast';

/** Brandcast's own accent, when the owner has no brand colour. */
export const BRANDCAST_COLOR = '#1677ff';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function invitationEmail(input: InvitationInput): Mail {
  const ownerName = `${input.owner.firstName} ${input.owner.lastName}`.trim();
  const can = input.role === 'editor' ? 'view and edit it' : 'view it';
  // No free text in the subject: an owner's name and project name are whatever they typed, and a
  // subject is what an inbox shows from a sender it trusts. They are in the body, where it says who wrote them.
  const subject = INVITATION_SUBJECT;
  const token = input.invitationToken;
  const link = token ? `${input.appUrl}${paths.register}?invitation=${token}` : input.projectUrl;
  const action = token
    ? `Create your Brandcast account to open it (the invitation works for ${INVITATION_LINK_DAYS} days)`
    : 'Open it';
  const text = [
    `${ownerName} shared the project "${input.projectName}" with you on Brandcast as ${input.role}: you can ${can}.`,
    '',
    `${action}: ${link}`,
  ].join('\n');

  // Only a colour that passes shared's rule reaches the style attribute; a logo only as an address on our own app.
  const color = isBrandColor(input.brand?.color) ? input.brand.color : BRANDCAST_COLOR;
  const logo = input.brand?.logoUrl?.startsWith('/api/branding/logo/')
    ? `<img src="${escapeHtml(`${input.appUrl}${input.brand.logoUrl}`)}" alt="${escapeHtml(ownerName)}" style="max-height:48px;max-width:200px;display:block;margin-bottom:16px">`
    : '';
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">',
    `<div style="max-width:560px;margin:0 auto;border-top:4px solid ${color};padding-top:16px">`,
    logo,
    `<p style="font-size:16px;line-height:1.5">${escapeHtml(ownerName)} shared the project <strong>${escapeHtml(input.projectName)}</strong> with you on Brandcast as ${input.role}: you can ${can}.</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${color};color:${textOnBrandColor(color)};padding:10px 18px;border-radius:6px;text-decoration:none">${token ? 'Create your account' : 'Open the project'}</a></p>`,
    `<p style="font-size:13px;color:#595959">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
    '</div></body></html>',
  ].join('');
  return { to: input.to, subject, text, html, link, ...(token ? { secret: token } : {}) };
}
