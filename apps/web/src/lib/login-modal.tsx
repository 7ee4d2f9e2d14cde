import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** SPEC §2: the login modal shows one of three views. */
export type AccountView = 'login' | 'signup' | 'forgotPassword';

/**
 * The statement a guest was reading when an account was asked for, and whether they pressed
 * its Agree: a signup sends it with the form, so the activation mail leads back to it.
 */
export interface SignupResume {
  statementId: number;
  agree?: boolean;
}

/** What a guest pressed on a statement that needs an account: the login dialog says so. */
export type GuestAction = 'agree' | 'comment' | 'follow';

/**
 * What a caller may hand the login view: an e-mail to fill in, a notice to show above it, and
 * what the guest was doing when the login was asked for — why the dialog opened (`reason`),
 * the action run once they have logged in (`then`, not when they close the modal) and the
 * statement a signup leads back to (`resume`: a new account's login happens later, from the
 * mail's link). These three outlive switching views: the guest still wants the same thing.
 */
export interface LoginModalOptions {
  email?: string;
  notice?: string;
  reason?: GuestAction;
  then?: () => void;
  resume?: SignupResume;
}

export interface LoginModalState extends LoginModalOptions {
  opened: boolean;
  view: AccountView;
}

interface LoginModalControls {
  state: LoginModalState;
  open: (view?: AccountView, options?: LoginModalOptions) => void;
  /**
   * The one way a guest's action on a statement asks for an account: the login says why,
   * `then` runs once they have logged in, and a signup keeps the statement (and its Agree).
   */
  askFor: (action: GuestAction, statementId: number, then: () => void) => void;
  close: () => void;
  /** Closes the modal after a successful login and runs the pending action, if any. */
  loggedIn: () => void;
  switchView: (view: AccountView) => void;
}

const closed: LoginModalState = { opened: false, view: 'login' };
const LoginModalContext = createContext<LoginModalControls | null>(null);

/**
 * The login modal is opened from the header and from any feature that needs a user (agree,
 * comment…), which must not import the accounts feature: they share this state instead.
 */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoginModalState>(closed);
  const controls = useMemo<LoginModalControls>(
    () => ({
      state,
      open: (view = 'login', options = {}) => setState({ opened: true, view, ...options }),
      askFor: (action, statementId, then) =>
        setState({
          opened: true,
          view: 'login',
          reason: action,
          then,
          resume: { statementId, agree: action === 'agree' },
        }),
      close: () => setState((current) => ({ ...current, opened: false })),
      // Every open starts a fresh state, so a pending action never outlives its modal.
      loggedIn: () => {
        setState((current) => ({ ...current, opened: false }));
        state.then?.();
      },
      // A switch starts the new view afresh: no e-mail carried over, no notice (SPEC §4).
      switchView: (view) =>
        setState(({ reason, then, resume }) => ({ opened: true, view, reason, then, resume })),
    }),
    [state],
  );
  return <LoginModalContext value={controls}>{children}</LoginModalContext>;
}

export function useLoginModal(): LoginModalControls {
  const controls = useContext(LoginModalContext);
  if (!controls) throw new Error('useLoginModal needs a LoginModalProvider');
  return controls;
}
