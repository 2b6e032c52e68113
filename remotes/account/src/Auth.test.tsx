import { sessionQuery } from '@finx/contracts/session';
import { toaster } from '@finx/design-system';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Auth from './Auth';
import { fieldError, heldAnswer, json, navigatedTo, renderScreen, sentBody, stubFetch, USER } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = (name: RegExp | string) => screen.getByRole('button', { name });

async function fillRegistration(overrides: Partial<Record<string, string>> = {}) {
  const values = { 'First name': 'Jane', 'Last name': 'Doe', Username: 'jdoe', Email: 'jane@example.com', Password: 'secret1', ...overrides };
  for (const [label, value] of Object.entries(values)) if (value) await userEvent.type(input(label), value);
}

describe('/auth: modes', () => {
  it('signs in with username and password, and switches to Create Account and back', async () => {
    renderScreen(Auth, '/auth');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In');
    expect(document.title).toBe('Sign In · FinX');
    expect(input('Username').autocomplete).toBe('username');
    expect(input('Password').autocomplete).toBe('current-password');
    expect(input('Password').type).toBe('password');
    expect(screen.queryByLabelText('Email')).toBeNull();

    await userEvent.type(input('Username'), 'jdoe');
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Account');
    expect(document.title).toBe('Create Account · FinX');
    expect(screen.getAllByRole('textbox').map((el) => el.getAttribute('name'))).toEqual(['firstName', 'lastName', 'username', 'email']);
    expect(input('First name').autocomplete).toBe('given-name');
    expect(input('Last name').autocomplete).toBe('family-name');
    expect(input('Email').autocomplete).toBe('email');
    expect(input('Password').autocomplete).toBe('new-password');
    expect(submit('Create Account')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In');
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('starts each mode with empty fields: nothing typed into Sign In carries over into Create Account, or back', async () => {
    renderScreen(Auth, '/auth');
    await userEvent.type(input('Username'), 'jdoe');
    await userEvent.type(input('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(input('Username').value).toBe('');
    expect(input('Password').value).toBe('');
    // the switch keeps the keyboard focus
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Already have an account? Sign in' }));

    await userEvent.type(input('First name'), 'Jane');
    await userEvent.type(input('Username'), 'jane2');
    await userEvent.type(input('Password'), 'other-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(input('Username').value).toBe('');
    expect(input('Password').value).toBe('');
  });

  it('opens Create Account with ?mode=register', () => {
    renderScreen(Auth, '/auth?mode=register');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Account');
  });
});

describe('/auth: validation (the contract’s messages, nothing sent)', () => {
  it('shows the sign-in messages under their fields and focuses the first', async () => {
    const fetchMock = stubFetch(() => json(200, { user: USER }));
    renderScreen(Auth, '/auth');
    await userEvent.type(input('Password'), '12345');
    await userEvent.click(submit('Sign In'));
    expect(fieldError('Username')).toEqual({ invalid: true, text: 'Username is required' });
    expect(fieldError('Password')).toEqual({ invalid: true, text: 'Password must be at least 6 characters' });
    expect(document.activeElement).toBe(input('Username'));
    expect(input('Password').value).toBe('12345');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(input('Username'), 'j');
    expect(fieldError('Username').invalid).toBe(false);
    expect(fieldError('Password').invalid).toBe(true);
  });

  it('shows every registration message', async () => {
    const fetchMock = stubFetch(() => json(201, { user: USER }));
    renderScreen(Auth, '/auth?mode=register');
    await userEvent.type(input('Username'), 'jd');
    await userEvent.type(input('Email'), 'jane@');
    await userEvent.type(input('Password'), '123');
    await userEvent.click(submit('Create Account'));
    expect(fieldError('First name').text).toBe('First name is required');
    expect(fieldError('Last name').text).toBe('Last name is required');
    expect(fieldError('Username').text).toBe('Username must be at least 3 characters');
    expect(fieldError('Email').text).toBe('Please enter a valid email');
    expect(fieldError('Password').text).toBe('Password must be at least 6 characters');
    expect(document.activeElement).toBe(input('First name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/auth: signing in', () => {
  it.each([
    ['/auth?next=/progress%3Ftab%3D2', '/progress?tab=2'],
    ['/auth?next=/coaching', '/coaching'],
    ['/auth', '/dashboard'],
    ['/auth?next=//evil.example', '/dashboard'],
    ['/auth?next=https://evil.example', '/dashboard'],
  ])("from %s: 'Signing In...', then the session, a clean cache, 'Welcome Back!' and %s", async (url, target) => {
    const { answer, release } = heldAnswer();
    const fetchMock = stubFetch(() => answer);
    const { queryClient } = renderScreen(Auth, url, null);
    queryClient.setQueryData(['disputes', 1], ['old']);

    await userEvent.type(input('Username'), ' jdoe ');
    await userEvent.type(input('Password'), 'secret1');
    await userEvent.click(submit('Sign In'));
    expect(submit('Signing In...').getAttribute('aria-busy')).toBe('true');
    const [path, init = {}] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(sentBody(fetchMock)).toEqual({ username: 'jdoe', password: 'secret1' });

    release(json(200, { user: USER }));
    expect(await navigatedTo()).toBe(target);
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(USER);
    expect(queryClient.getQueryData(['disputes', 1])).toBeUndefined();
    expect(toaster.get()).toMatchObject({ title: 'Welcome Back!', description: 'You have successfully logged in.', tone: 'success' });
  });

  it.each([
    [json(401, { error: 'Invalid username or password' }), 'Invalid username or password'],
    [json(429, { error: 'Too many attempts. Try again in 15 minutes.' }), 'Too many attempts. Try again in 15 minutes.'],
    [new Response('', { status: 502 }), 'Invalid username or password'],
  ])("shows 'Login Failed' with the server's words or the fallback, keeping the form", async (response, message) => {
    stubFetch(() => response);
    const { queryClient } = renderScreen(Auth, '/auth', null);
    await userEvent.type(input('Username'), 'jdoe');
    await userEvent.type(input('Password'), 'wrong-password');
    await userEvent.click(submit('Sign In'));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Login Failed', description: message, tone: 'danger' }));
    expect(submit('Sign In').getAttribute('aria-busy')).toBeNull();
    expect(input('Username').value).toBe('jdoe');
    expect(input('Password').value).toBe('wrong-password');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeNull();
  });

  it('with a plan chosen on the landing page, goes to /subscription with it', async () => {
    stubFetch(() => json(200, { user: USER }));
    renderScreen(Auth, '/auth?mode=register&plan=basic', null);
    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await userEvent.type(input('Username'), 'jdoe');
    await userEvent.type(input('Password'), 'secret1');
    await userEvent.click(submit('Sign In'));
    expect(await navigatedTo()).toBe('/subscription?plan=basic');
  });

  it('works from the keyboard alone: Tab between fields, Enter submits', async () => {
    const fetchMock = stubFetch(() => json(200, { user: USER }));
    renderScreen(Auth, '/auth');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'FinX' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(input('Username'));
    await userEvent.keyboard('jdoe');
    await userEvent.tab();
    expect(document.activeElement).toBe(input('Password'));
    await userEvent.keyboard('secret1{Enter}');
    expect(await navigatedTo()).toBe('/dashboard');
    expect(sentBody(fetchMock)).toEqual({ username: 'jdoe', password: 'secret1' });
  });
});

describe('/auth: creating an account', () => {
  it("sends the five fields, shows 'Creating Account...', then signs in and goes to /onboarding", async () => {
    const { answer, release } = heldAnswer();
    const fetchMock = stubFetch(() => answer);
    const { queryClient } = renderScreen(Auth, '/auth?mode=register&next=/progress', null);
    await fillRegistration();
    await userEvent.click(submit('Create Account'));
    expect(submit('Creating Account...').getAttribute('aria-busy')).toBe('true');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/register');
    expect(sentBody(fetchMock)).toEqual({ firstName: 'Jane', lastName: 'Doe', username: 'jdoe', email: 'jane@example.com', password: 'secret1' });

    release(json(201, { user: USER }));
    expect(await navigatedTo()).toBe('/onboarding');
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(USER);
    expect(toaster.get()).toMatchObject({ title: 'Account Created!', description: "Welcome to FinX, Jane! Let's set up your goals.", tone: 'success' });
  });

  it.each([
    ['pro', '/onboarding?plan=pro'],
    ['elite', '/onboarding?plan=elite'],
    ['gold', '/onboarding'],
    ['PRO', '/onboarding'],
  ])('with ?plan=%s chosen on the landing page, goes on to %s', async (plan, target) => {
    stubFetch(() => json(201, { user: USER }));
    renderScreen(Auth, `/auth?mode=register&plan=${plan}`, null);
    await fillRegistration();
    await userEvent.click(submit('Create Account'));
    expect(await navigatedTo()).toBe(target);
  });

  it.each([
    [json(409, { error: 'Username already taken' }), 'Username already taken'],
    [json(409, { error: 'Email already registered' }), 'Email already registered'],
    [new Response('', { status: 500 }), 'Failed to create account'],
  ])("shows 'Registration Failed' with the server's words or the fallback, keeping the form", async (response, message) => {
    stubFetch(() => response);
    renderScreen(Auth, '/auth?mode=register', null);
    await fillRegistration();
    await userEvent.click(submit('Create Account'));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Registration Failed', description: message, tone: 'danger' }));
    expect(input('Email').value).toBe('jane@example.com');
    expect(input('First name').value).toBe('Jane');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});

describe('/auth: two-step sign-in', () => {
  const signInWithPassword = async () => {
    await userEvent.type(input('Username'), 'jdoe');
    await userEvent.type(input('Password'), 'secret1');
    await userEvent.click(submit('Sign In'));
  };

  it('after a 202 asks the code from the app, shows a wrong one, then signs in as usual', async () => {
    let tries = 0;
    const fetchMock = stubFetch((path) => {
      if (path === '/api/auth/login') return json(202, { twoStepRequired: true });
      return tries++ === 0 ? json(401, { error: 'That code is not correct.' }) : json(200, { user: USER });
    });
    const { queryClient } = renderScreen(Auth, '/auth?next=/settings', null);
    await signInWithPassword();
    const code = await screen.findByLabelText('Enter the 6-digit code from your authenticator app');
    expect(document.activeElement).toBe(code);
    expect(screen.queryByRole('button', { name: "Don't have an account? Sign up" })).toBeNull();

    await userEvent.click(submit('Continue'));
    expect(fieldError('Enter the 6-digit code from your authenticator app')).toEqual({ invalid: true, text: 'Enter the 6-digit code' });
    await userEvent.type(code, '111111');
    await userEvent.click(submit('Continue'));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not correct.');
    await userEvent.clear(code);
    await userEvent.type(code, '222 222');
    await userEvent.click(submit('Continue'));
    expect(await navigatedTo()).toBe('/settings');
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(USER);
    expect(sentBody(fetchMock, 2)).toEqual({ code: '222222' });
    await waitFor(() => expect(toaster.get()?.title).toBe('Welcome Back!'));
  });

  it('takes a recovery code instead', async () => {
    const fetchMock = stubFetch((path) => (path === '/api/auth/login' ? json(202, { twoStepRequired: true }) : json(200, { user: USER })));
    renderScreen(Auth, '/auth', null);
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Enter one of your recovery codes'), 'ABCDE-12345');
    await userEvent.click(submit('Continue'));
    expect(await navigatedTo()).toBe('/dashboard');
    expect(sentBody(fetchMock, 1)).toEqual({ recoveryCode: 'abcde12345' });
  });
});
