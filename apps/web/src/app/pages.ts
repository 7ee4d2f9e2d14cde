import { lazy } from 'react';

/**
 * Each page is its own chunk, so the first visit downloads only the page it opens. Home's
 * heading is the exception: it is in the first load and lazy-loads the rest (decision 019).
 */
export { HomePage } from '@/app/home/home-page';
export const LoginPage = lazy(() =>
  import('@/features/accounts/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const SignupPage = lazy(() =>
  import('@/features/accounts/pages/signup-page').then((m) => ({ default: m.SignupPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('@/features/accounts/pages/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('@/features/accounts/pages/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const EventListPage = lazy(() =>
  import('@/features/events/pages/event-list-page').then((m) => ({ default: m.EventListPage })),
);
export const NewEventPage = lazy(() =>
  import('@/features/events/pages/new-event-page').then((m) => ({ default: m.NewEventPage })),
);
export const EventDetailPage = lazy(() =>
  import('@/features/events/pages/event-detail-page').then((m) => ({
    default: m.EventDetailPage,
  })),
);
export const EditEventPage = lazy(() =>
  import('@/features/events/pages/edit-event-page').then((m) => ({ default: m.EditEventPage })),
);
export const AboutPage = lazy(() =>
  import('@/features/pages/pages/about-page').then((m) => ({ default: m.AboutPage })),
);
export const PolicyPage = lazy(() =>
  import('@/features/pages/pages/policy-page').then((m) => ({ default: m.PolicyPage })),
);
export const TermsOfUsePage = lazy(() =>
  import('@/features/pages/pages/terms-of-use-page').then((m) => ({ default: m.TermsOfUsePage })),
);
export const FaqsPage = lazy(() =>
  import('@/features/pages/pages/faqs-page').then((m) => ({ default: m.FaqsPage })),
);
export const ContactPage = lazy(() =>
  import('@/features/contact/pages/contact-page').then((m) => ({ default: m.ContactPage })),
);
export const ModerationPage = lazy(() =>
  import('@/features/moderation/pages/moderation-page').then((m) => ({
    default: m.ModerationPage,
  })),
);
export const NotificationsPage = lazy(() =>
  import('@/features/notifications/pages/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
export const NotificationSettingsPage = lazy(() =>
  import('@/features/notifications/pages/notification-settings-page').then((m) => ({
    default: m.NotificationSettingsPage,
  })),
);
export const UnsubscribePage = lazy(() =>
  import('@/features/notifications/pages/unsubscribe-page').then((m) => ({
    default: m.UnsubscribePage,
  })),
);
export const MyStatementsPage = lazy(() =>
  import('@/features/statements/pages/my-statements-page').then((m) => ({
    default: m.MyStatementsPage,
  })),
);
export const UserPage = lazy(() =>
  import('@/app/user/user-page').then((m) => ({ default: m.UserPage })),
);
