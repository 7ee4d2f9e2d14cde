import { Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@/lib/paths';
import { AppLayout } from './layout/app-layout';
import * as Pages from './pages';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-access';

const publicRoute: RouteHandle = { access: 'public' };
const guestRoute: RouteHandle = { access: 'guest' };
// SPEC §6: the role check for creating and editing events always allows; the server enforces roles.
const userRoute: RouteHandle = { access: 'user' };

/** SPEC §2, history mode. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Pages.HomePage />, handle: publicRoute },
      { path: paths.login, element: <Pages.LoginPage />, handle: guestRoute },
      { path: paths.signup, element: <Pages.SignupPage />, handle: guestRoute },
      { path: paths.forgotPassword, element: <Pages.ForgotPasswordPage />, handle: guestRoute },
      {
        path: routePatterns.resetPassword,
        element: <Pages.ResetPasswordPage />,
        handle: guestRoute,
      },
      // SPEC §2: activation shows the login page, which activates the account on load.
      { path: routePatterns.activate, element: <Pages.LoginPage />, handle: guestRoute },
      { path: paths.about, element: <Pages.AboutPage />, handle: publicRoute },
      { path: paths.events, element: <Pages.EventListPage />, handle: publicRoute },
      { path: paths.newEvent, element: <Pages.NewEventPage />, handle: userRoute },
      {
        id: 'event-detail',
        path: routePatterns.eventDetail,
        element: <Pages.EventDetailPage />,
        handle: publicRoute,
      },
      {
        id: 'edit-event',
        path: routePatterns.editEvent,
        element: <Pages.EditEventPage />,
        handle: userRoute,
      },
      { path: paths.consultations, element: <Pages.ConsultationsPage />, handle: publicRoute },
      // Issue 34: role 1 or an event's organiser starts one (the server checks which).
      {
        path: routePatterns.newConsultation,
        element: <Pages.NewConsultationPage />,
        handle: userRoute,
      },
      {
        path: routePatterns.consultation,
        element: <Pages.ConsultationPage />,
        handle: publicRoute,
      },
      {
        path: routePatterns.consultationResults,
        element: <Pages.ConsultationResultsPage />,
        handle: publicRoute,
      },
      { path: routePatterns.user, element: <Pages.UserPage />, handle: publicRoute },
      { path: paths.contact, element: <Pages.ContactPage />, handle: publicRoute },
      { path: paths.policy, element: <Pages.PolicyPage />, handle: publicRoute },
      { path: paths.termsOfUse, element: <Pages.TermsOfUsePage />, handle: publicRoute },
      { path: paths.faqs, element: <Pages.FaqsPage />, handle: publicRoute },
      { path: paths.openData, element: <Pages.OpenDataPage />, handle: publicRoute },
      // Role 1 only: the page itself says so to anyone else; the server refuses their calls.
      { path: paths.moderation, element: <Pages.ModerationPage />, handle: userRoute },
      // Role 1 and staff: the page itself says so to anyone else; the server refuses their calls.
      { path: paths.admin, element: <Pages.AdminPage />, handle: userRoute },
      { path: paths.notifications, element: <Pages.NotificationsPage />, handle: userRoute },
      {
        path: paths.notificationSettings,
        element: <Pages.NotificationSettingsPage />,
        handle: userRoute,
      },
      { path: paths.accountSettings, element: <Pages.AccountSettingsPage />, handle: userRoute },
      // Opened from a mail by someone who may not be logged in: the token says who they are.
      { path: routePatterns.unsubscribe, element: <Pages.UnsubscribePage />, handle: publicRoute },
      { path: paths.myStatements, element: <Pages.MyStatementsPage />, handle: userRoute },
      { path: paths.budgets, element: <Pages.BudgetsPage />, handle: publicRoute },
      { path: routePatterns.budget, element: <Pages.BudgetPage />, handle: publicRoute },
      { path: routePatterns.ballot, element: <Pages.BallotPage />, handle: userRoute },
      {
        path: routePatterns.budgetResults,
        element: <Pages.BudgetResultsPage />,
        handle: publicRoute,
      },
      { path: '*', element: <Navigate to={paths.home} replace />, handle: publicRoute },
    ],
  },
];
