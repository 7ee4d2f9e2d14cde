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

/**
 * What a caller may hand the login view: an e-mail to fill in, a notice to show above it, and
 * what the guest was doing when the login was asked for, run once they have logged in (not
 * when they close the modal or switch to another view). `resume` outlives switching to the
 * signup view: a new account's login happens later, from the mail's link.
 */
export interface LoginModalOptions {
  email?: string;
  notice?: string;
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
      close: () => setState((current) => ({ ...current, opened: false })),
      // Every open and switch starts a fresh state, so a pending action never outlives its modal.
      loggedIn: () => {
        setState((current) => ({ ...current, opened: false }));
        state.then?.();
      },
      // A switch starts the new view afresh: no e-mail carried over, no notice (SPEC §4).
      switchView: (view) => setState((current) => ({ opened: true, view, resume: current.resume })),
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
