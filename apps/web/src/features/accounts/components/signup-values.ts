import { type Locale, type SignupBody, signupBodySchema } from '@iagree/contract';
import type { SignupResume } from '@/lib/login-modal';
import type { FormIssue, FormSchema } from '@/lib/use-form';

export type SignupValues = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  policy: boolean;
};

export const emptySignup: SignupValues = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  policy: false,
};

/**
 * The contract's rules (SPEC §5: name, e-mail, password and its confirmation required) plus
 * the policy box. SPEC leaves the box unenforced, but we require it: an account hands us a
 * name and an e-mail address, and the privacy policy and terms of use that govern them bind
 * only a person who accepted them — a box that can be left empty records no consent at all.
 */
export const signupFormSchema: FormSchema = {
  safeParse(values: unknown) {
    const { policy, ...body } = values as SignupValues;
    const issues: FormIssue[] = [...(signupBodySchema.safeParse(body).error?.issues ?? [])];
    if (!policy) issues.push({ path: ['policy'], message: 'validation.policy_required' });
    return issues.length > 0 ? { error: { issues } } : {};
  },
};

/**
 * The call's body: the language of the activation mail is the one the user sees (SPEC §5), and
 * the statement the signup started from, which the mail's link leads back to.
 */
export function toSignupBody(
  values: SignupValues,
  locale: Locale,
  resume?: SignupResume,
): SignupBody {
  const { policy: _policy, ...body } = values;
  return resume
    ? { ...body, locale, statement_id: resume.statementId, agree: resume.agree }
    : { ...body, locale };
}
