import { lazyPart } from '@/lib/lazy-part';

/**
 * Each page is its own chunk, so the first visit downloads only the page it opens. Home's
 * heading is the exception: it is in the first load and lazy-loads the rest (decision 019).
 */
export { HomePage } from '@/app/home/home-page';
export const LoginPage = lazyPart(() =>
  import('@/features/accounts/pages/login-page').then((m) => m.LoginPage),
);
export const SignupPage = lazyPart(() =>
  import('@/features/accounts/pages/signup-page').then((m) => m.SignupPage),
);
export const ForgotPasswordPage = lazyPart(() =>
  import('@/features/accounts/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPart(() =>
  import('@/features/accounts/pages/reset-password-page').then((m) => m.ResetPasswordPage),
);
export const EventListPage = lazyPart(() =>
  import('@/features/events/pages/event-list-page').then((m) => m.EventListPage),
);
export const NewEventPage = lazyPart(() =>
  import('@/features/events/pages/new-event-page').then((m) => m.NewEventPage),
);
export const EventDetailPage = lazyPart(() =>
  import('@/features/events/pages/event-detail-page').then((m) => m.EventDetailPage),
);
export const EditEventPage = lazyPart(() =>
  import('@/features/events/pages/edit-event-page').then((m) => m.EditEventPage),
);
export const ConsultationPage = lazyPart(() =>
  import('@/features/consultations/pages/consultation-page').then((m) => m.ConsultationPage),
);
export const ConsultationResultsPage = lazyPart(() =>
  import('@/features/consultations/pages/consultation-results-page').then(
    (m) => m.ConsultationResultsPage,
  ),
);
export const ConsultationsPage = lazyPart(() =>
  import('@/features/consultations/pages/consultations-page').then((m) => m.ConsultationsPage),
);
export const NewConsultationPage = lazyPart(() =>
  import('@/features/consultations/pages/new-consultation-page').then((m) => m.NewConsultationPage),
);
export const AboutPage = lazyPart(() =>
  import('@/features/pages/pages/about-page').then((m) => m.AboutPage),
);
export const PolicyPage = lazyPart(() =>
  import('@/features/pages/pages/policy-page').then((m) => m.PolicyPage),
);
export const TermsOfUsePage = lazyPart(() =>
  import('@/features/pages/pages/terms-of-use-page').then((m) => m.TermsOfUsePage),
);
export const FaqsPage = lazyPart(() =>
  import('@/features/pages/pages/faqs-page').then((m) => m.FaqsPage),
);
export const OpenDataPage = lazyPart(() =>
  import('@/features/pages/pages/open-data-page').then((m) => m.OpenDataPage),
);
export const ContactPage = lazyPart(() =>
  import('@/features/contact/pages/contact-page').then((m) => m.ContactPage),
);
export const ModerationPage = lazyPart(() =>
  import('@/features/moderation/pages/moderation-page').then((m) => m.ModerationPage),
);
export const AdminPage = lazyPart(() =>
  import('@/features/admin/pages/admin-page').then((m) => m.AdminPage),
);
export const NotificationsPage = lazyPart(() =>
  import('@/features/notifications/pages/notifications-page').then((m) => m.NotificationsPage),
);
export const NotificationSettingsPage = lazyPart(() =>
  import('@/features/notifications/pages/notification-settings-page').then(
    (m) => m.NotificationSettingsPage,
  ),
);
export const AccountSettingsPage = lazyPart(() =>
  import('@/features/accounts/pages/account-settings-page').then((m) => m.AccountSettingsPage),
);
export const UnsubscribePage = lazyPart(() =>
  import('@/features/notifications/pages/unsubscribe-page').then((m) => m.UnsubscribePage),
);
export const MyStatementsPage = lazyPart(() =>
  import('@/features/statements/pages/my-statements-page').then((m) => m.MyStatementsPage),
);
export const BudgetsPage = lazyPart(() =>
  import('@/features/budgets/pages/budgets-page').then((m) => m.BudgetsPage),
);
export const BudgetPage = lazyPart(() =>
  import('@/features/budgets/pages/budget-page').then((m) => m.BudgetPage),
);
export const BallotPage = lazyPart(() =>
  import('@/features/budgets/pages/ballot-page').then((m) => m.BallotPage),
);
export const BudgetResultsPage = lazyPart(() =>
  import('@/features/budgets/pages/results-page').then((m) => m.BudgetResultsPage),
);
export const UserPage = lazyPart(() => import('@/app/user/user-page').then((m) => m.UserPage));
