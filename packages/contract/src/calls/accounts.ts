import type { SocialProvider } from '../accounts.ts';
import type { accountSchemas } from '../routes/accounts.ts';
import { calls } from './call.ts';

/** Signup, sessions, passwords, social login, profile and data rights (SPEC §4, decision 029). */
export const accountCalls = calls<typeof accountSchemas>({
  signUp: 'POST /api/auth/signup',
  activate: 'GET /api/auth/signup/activate/:token',
  resendActivation: 'POST /api/auth/signup/resend',
  logIn: 'POST /api/auth/login',
  currentUser: 'GET /api/auth/user',
  logOutByLink: 'GET /api/auth/logout',
  logOut: 'POST /api/auth/logout',
  checkPasswordReset: 'GET /api/auth/password/reset/:token',
  resetPassword: 'POST /api/auth/password/reset',
  requestPasswordReset: 'POST /api/auth/password/create',
  facebookLogin: 'GET /api/auth/social/facebook',
  facebookCallback: 'GET /api/auth/social/facebook/callback',
  lineLogin: 'GET /api/auth/social/line',
  lineCallback: 'GET /api/auth/social/line/callback',
  facebookToken: 'POST /api/auth/social/facebook',
  updateAvatar: 'POST /api/auth/user/updateAvatar',
  updateLocale: 'POST /api/auth/user/update-locale',
  exportData: 'GET /api/auth/user/export',
  remove: 'POST /api/auth/user/delete',
});

/**
 * A plain link to this path starts the provider's OAuth redirect; the provider comes back to
 * `…/callback`, which sets the session cookies and redirects to `/` (or to
 * `/login?socialError=…` when it fails).
 */
export const socialLoginPath = (provider: SocialProvider) => accountCalls[`${provider}Login`].path;
