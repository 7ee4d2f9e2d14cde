import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AccountView } from '@/lib/login-modal';
import { paths } from '@/lib/paths';
import type { SwitchView } from '../components/view-link';

const viewPaths: Record<AccountView, string> = {
  login: paths.login,
  signup: paths.signup,
  forgotPassword: paths.forgotPassword,
};

/** On the pages, the links between the views are routes. */
export function useSwitchViewByRoute(): SwitchView {
  const navigate = useNavigate();
  return useCallback((view) => void navigate(viewPaths[view]), [navigate]);
}
