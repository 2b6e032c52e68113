import './index.css';
import { loginBodySchema, registerBodySchema, type User } from '@finx/contracts';
import { safeNextPath, serverMessage, sessionQuery } from '@finx/contracts/session';
import { Button, PageHeader, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { grid, stack } from '@finx/design-system/patterns';
import { useNavigate, useSearchParams } from '@finx/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, successBody } from '../../common/api';
import { findPlan, withPlan } from '../../common/plans';
import { PublicPage } from './PublicPage';
import { TwoStepSignIn } from './TwoStepSignIn';
import { textButton } from './account/ui';
import { useForm } from '../../common/useForm';

type Mode = 'login' | 'register';

const COPY = {
  login: {
    title: 'Sign In',
    subtitle: 'Welcome back. Sign in to see your credit dashboard.',
    submit: 'Sign In',
    pending: 'Signing In...',
    other: "Don't have an account? Sign up",
  },
  register: {
    title: 'Create Account',
    subtitle: 'Start repairing and building your credit with FinX.',
    submit: 'Create Account',
    pending: 'Creating Account...',
    other: 'Already have an account? Sign in',
  },
} as const;

const EMPTY = { firstName: '', lastName: '', username: '', email: '', password: '' };

const switchLink = cx(textButton, css({ alignSelf: 'center', fontWeight: 'medium' }));

type Credentials = typeof EMPTY;

/**
 * /auth (spec part 1 §2, §4, §5): Sign In, or Create Account with `?mode=register`. Signing in clears the
 * cached data, stores the user as the session and goes to `?next=` (same-site paths only), else to
 * /subscription with the plan chosen on the landing page (`?plan=`), else to /dashboard; creating an
 * account signs in the same way and goes to /onboarding, passing the plan on.
 */
export default function Auth() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'login';
  const copy = COPY[mode];
  const plan = findPlan(params.get('plan'));

  const signedIn = (user: User, to: string) => {
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, user);
    navigate(to, { replace: true });
  };

  const [twoStep, setTwoStep] = useState(false);
  const loggedIn = (user: User) => {
    signedIn(user, safeNextPath(params.get('next'), plan ? withPlan('/subscription', plan) : '/dashboard'));
    toast({ title: 'Welcome Back!', description: 'You have successfully logged in.', tone: 'success' });
  };

  // 202: the password was right and two-step sign-in is on (null: the second step comes next).
  const login = useMutation({
    mutationFn: (body: { username: string; password: string }) => api.auth.login({ body }).then((res) => (res.status === 202 ? null : successBody(res).user)),
    onSuccess: (user) => (user ? loggedIn(user) : setTwoStep(true)),
    onError: (err) => toast({ title: 'Login Failed', description: serverMessage(err, 'Invalid username or password'), tone: 'destructive' }),
  });

  const register = useMutation({
    mutationFn: (body: Credentials) => api.auth.register({ body }).then((res) => successBody(res).user),
    onSuccess: (user) => {
      signedIn(user, withPlan('/onboarding', plan));
      toast({ title: 'Account Created!', description: `Welcome to FinX, ${user.firstName}! Let's set up your goals.`, tone: 'success' });
    },
    onError: (err) => toast({ title: 'Registration Failed', description: serverMessage(err, 'Failed to create account'), tone: 'destructive' }),
  });

  const pending = login.isPending || register.isPending;

  const switchMode = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (mode === 'login') next.set('mode', 'register');
        else next.delete('mode');
        return next;
      },
      { replace: true },
    );

  return (
    <PublicPage documentTitle={copy.title}>
      <PageHeader title={copy.title} subtitle={twoStep ? 'One more step: your account has two-step sign-in.' : copy.subtitle} className={css({ mb: '0' })} />
      {twoStep && mode === 'login' ? (
        <TwoStepSignIn onSignedIn={loggedIn} onRestart={() => setTwoStep(false)} />
      ) : (
        // keyed by mode: each mode's form starts empty, so nothing typed into one carries over into the other
        <CredentialsForm key={mode} mode={mode} pending={pending} onLogin={(body) => login.mutate(body)} onRegister={(body) => register.mutate(body)} />
      )}
      {!twoStep && (
        <button type="button" className={switchLink} onClick={switchMode} disabled={pending}>
          {copy.other}
        </button>
      )}
    </PublicPage>
  );
}

type FormProps = {
  mode: Mode;
  pending: boolean;
  onLogin: (body: { username: string; password: string }) => void;
  onRegister: (body: Credentials) => void;
};

/** One mode's fields, checked with the contract's schemas (the server's messages) before anything is sent. */
function CredentialsForm({ mode, pending, onLogin, onRegister }: FormProps) {
  const form = useForm(EMPTY);
  const copy = COPY[mode];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (mode === 'login') {
      const body = form.validate(loginBodySchema, { username: form.values.username, password: form.values.password });
      if (body) onLogin(body);
    } else {
      const body = form.validate(registerBodySchema);
      if (body) onRegister(body);
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className={stack({ gap: '4' })} aria-label={copy.title}>
      {mode === 'register' && (
        <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
          <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
      )}
      <TextField label="Username" autoComplete="username" spellCheck="false" {...form.field('username')} />
      {mode === 'register' && <TextField label="Email" type="email" autoComplete="email" spellCheck="false" {...form.field('email')} />}
      <TextField
        label="Password"
        type="password"
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        description={mode === 'register' ? 'At least 6 characters.' : undefined}
        {...form.field('password')}
      />
      <Button type="submit" size="lg" fullWidth isPending={pending} pendingLabel={copy.pending}>
        {copy.submit}
      </Button>
    </form>
  );
}
