import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { collectErrors, h1, pathOf, settle, toastText } from './support';

/**
 * The public site (issue 5): every landing link and button, Learn More, the contact lead form (the lead
 * reaches the database, the missing-field path sends nothing), and axe on every public page.
 */

// The e2e site's embedded PostgreSQL (playwright.config.ts: EMBEDDED_PG_PORT, DATA_DIR .data/e2e).
const DB_URL = `postgres://postgres:finx-embedded@127.0.0.1:${process.env.E2E_EMBEDDED_PG_PORT ?? '54339'}/finx`;

async function sql<T extends Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Routes that need a session send a visitor to sign in first, then back. */
const SIGNED_IN_ROUTES = new Set(['/dashboard', '/coaching', '/disputes', '/ai-underwriting']);
const expectedPath = (href: string) => (SIGNED_IN_ROUTES.has(href) ? `/auth?next=${encodeURIComponent(href)}` : href);
const pathAndSearch = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search + u.hash;
};
/** The page's links a visitor can use (the header's signed-in Dashboard link waits inert and invisible). */
const USABLE_LINKS = 'main a[href]:not([inert] *)';

test.describe('landing page', () => {
  test('/ and /landing are the same page, with its own title and description', async ({ page }) => {
    for (const path of ['/', '/landing']) {
      await page.goto(path);
      await expect(h1(page)).toHaveText('Build the credit you deserve with FinX');
      await expect(page).toHaveTitle('Credit repair and coaching · FinX');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /AI dispute letters sent by certified mail/);
    }
  });

  test('shows the plans, the result figures with their footnote, and no third-party requests', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol !== 'data:' && u.host !== new URL(baseURL!).host) foreign.push(r.url());
    });
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
    for (const [plan, price] of [
      ['Basic', '$49'],
      ['Pro', '$99'],
      ['Elite', '$149'],
    ]) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
      await expect(card).toContainText(`${price}/month`);
      await expect(card.getByRole('listitem').first()).toBeVisible();
    }
    await expect(page.getByRole('listitem').filter({ hasText: 'Most Popular' })).toContainText('Pro');
    // facts about the service and the law, no invented results (issue 11)
    for (const figure of ['3', '30', '$0', '1000']) await expect(page.locator('dd', { hasText: figure }).first()).toBeVisible();
    await expect(page.getByText(/Results vary and are not guaranteed/)).toBeVisible();
    const img = page.getByRole('img', { name: /FinX Score gauge/ });
    await expect(img).toHaveAttribute('width', '320');
    await expect(img).toHaveAttribute('height', '220');
    await settle(page);
    expect(foreign, 'every script, style, font and image comes from the site itself').toEqual([]);
  });

  test('every link goes where the spec says', async ({ page }) => {
    // one page load per link (17 of them): the default 60 s is for one flow, not seventeen
    test.setTimeout(180_000);
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
    const links = await page.locator(USABLE_LINKS).evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent!.trim() })));
    const internal = links.filter((l) => l.href.startsWith('/'));
    expect(new Set(internal.map((l) => l.href))).toEqual(
      new Set([
        '/',
        '/auth',
        '/auth?mode=register',
        '/auth?mode=register&plan=basic',
        '/auth?mode=register&plan=pro',
        '/auth?mode=register&plan=elite',
        '/about',
        '/help',
        '/contact',
        '/dashboard',
        '/coaching',
        '/disputes',
        '/ai-underwriting',
        '/privacy',
        '/terms',
        '/privacy#fcra-rights',
        '/terms#croa-rights',
      ]),
    );
    for (const l of links.filter((l) => !l.href.startsWith('/'))) expect(l.href).toMatch(/^(mailto:support@finx\.credit|tel:\+1\d{10})$/);
    // Login opens Sign In; Sign Up, Get Started and the call to action open Create Account; each plan carries its id (issue 11).
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/auth');
    for (const name of ['Sign Up', 'Get Started', 'Start my free analysis']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/auth?mode=register');
    }
    for (const plan of ['Basic', 'Pro', 'Elite']) {
      await expect(page.getByRole('link', { name: `Choose ${plan}`, exact: true })).toHaveAttribute('href', `/auth?mode=register&plan=${plan.toLowerCase()}`);
    }

    for (let i = 0; i < internal.length; i++) {
      await test.step(`${internal[i].text} → ${internal[i].href}`, async () => {
        await page.goto('/');
        await expect(h1(page)).toBeVisible();
        await page.locator('main a[href^="/"]:not([inert] *)').nth(i).click();
        await expect.poll(() => pathAndSearch(page)).toBe(expectedPath(internal[i].href));
        await expect(h1(page).first()).toBeVisible();
      });
    }
  });

  test('Learn More scrolls to the benefits and moves focus there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
    const benefits = page.getByRole('heading', { name: 'Why people choose FinX' });
    await expect(benefits).not.toBeInViewport();
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(benefits).toBeInViewport();
    await expect(benefits).toBeFocused();
    expect(pathOf(page)).toBe('/');
  });
});

test.describe('contact lead form', () => {
  test.beforeEach(async () => {
    // The form allows CONTACT_RATE_LIMIT submissions per IP per hour; a reused local server keeps its counters.
    await sql(`delete from "rate_limits" where "key" like 'contact-ip:%'`);
  });

  test('a complete lead is stored, the visitor is thanked and the form resets', async ({ page }) => {
    const email = `e2e.lead.${Date.now()}@example.com`;
    await page.goto('/contact');
    await expect(h1(page)).toHaveText('Contact');
    await expect(page).toHaveTitle('Contact · FinX');
    // defaults: preferred contact e-mail, newsletter on
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /credit tips and FinX news/ })).toBeChecked();

    await page.getByLabel('First name').fill('Renata');
    await page.getByLabel('Last name').fill('Alvarez');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(469) 555-0110');
    await page.getByLabel('Current credit score').selectOption({ label: '580–669 (Fair)' });
    await page.getByLabel('Primary goal').selectOption({ label: 'Qualify for an auto loan' });
    await page.getByLabel('Current situation').selectOption({ label: 'High credit card balances' });
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('My utilization is 80% and I need a car loan by spring.');
    await page.getByRole('radio', { name: 'Text message' }).check();
    await page.getByRole('checkbox', { name: /credit tips and FinX news/ }).uncheck();
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();

    // Hold the request so the pending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact/submit', async (route) => {
      await held;
      await route.continue();
    });
    const submit = page.getByRole('button', { name: 'Submit inquiry' });
    await submit.click();
    const pending = page.getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeDisabled();
    release();

    await expect(toastText(page, 'Thank You!')).toBeVisible();
    await expect(toastText(page, "Your inquiry has been submitted. We'll contact you within 24 hours.")).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    await expect(page.getByLabel('Primary goal')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /credit tips and FinX news/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).not.toBeChecked();

    const rows = await sql('select * from "contact_leads" where "email" = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Renata',
      last_name: 'Alvarez',
      phone: '(469) 555-0110',
      credit_score: '580-669',
      primary_goal: 'qualify-auto',
      current_situation: 'high-utilization',
      message: 'My utilization is 80% and I need a car loan by spring.',
      agree_to_terms: true,
      subscribe_newsletter: false,
      preferred_contact: 'text',
    });
    // the support e-mail went out (outbox without SMTP_URL)
    await expect.poll(async () => (await sql('select "notified_at" from "contact_leads" where "email" = $1', [email]))[0].notified_at).not.toBeNull();
  });

  test('missing required fields: the notice, the fields marked, nothing sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/contact/submit') && sent.push(r.url()));
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Renata');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me.');
    await page.getByRole('button', { name: 'Submit inquiry' }).click();

    await expect(toastText(page, 'Missing Required Fields')).toBeVisible();
    await expect(toastText(page, 'Please fill in all required fields and agree to terms')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Last name')).toBeFocused();
    await expect(page.getByText('You must agree to the terms')).toBeVisible();
    // what was typed is kept
    await expect(page.getByLabel('First name')).toHaveValue('Renata');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Please call me.');
    await settle(page, 1000);
    expect(sent).toEqual([]);
  });

  test('an invalid e-mail is caught before sending; a server failure says so and keeps the form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Renata');
    await page.getByLabel('Last name').fill('Alvarez');
    await page.getByRole('textbox', { name: /^Email/ }).fill('renata@');
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Submit inquiry' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toBeFocused();

    await page.route('**/api/contact/submit', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
    );
    await page.getByRole('textbox', { name: /^Email/ }).fill('renata@example.com');
    await page.getByRole('button', { name: 'Submit inquiry' }).click();
    await expect(toastText(page, 'Submission Failed')).toBeVisible();
    await expect(toastText(page, 'Please try again or contact us directly')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('renata@example.com');
  });
});

test.describe('public pages', () => {
  const PAGES = [
    { path: '/', title: 'Credit repair and coaching · FinX' },
    { path: '/about', title: 'About · FinX' },
    { path: '/contact', title: 'Contact · FinX' },
    { path: '/privacy', title: 'Privacy Policy · FinX' },
    { path: '/terms', title: 'Terms of Service · FinX' },
    { path: '/help', title: 'Help Center · FinX' },
  ];
  for (const p of PAGES) {
    test(`${p.path}: its own title and description, one h1, no console errors, axe clean`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(p.path);
      await expect(h1(page)).toHaveCount(1);
      await expect(page).toHaveTitle(p.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeGreaterThan(80);
      await settle(page);
      expect(errors, errors.join('\n')).toEqual([]);
      const result = await new AxeBuilder({ page }).analyze();
      const report = result.violations.map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
      expect(report, `axe violations on ${p.path}`).toEqual([]);
    });
  }

  test('each page describes itself differently', async ({ page }) => {
    const seen = new Set<string>();
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page).toHaveTitle(p.title);
      seen.add((await page.locator('meta[name="description"]').getAttribute('content'))!);
    }
    expect(seen.size).toBe(PAGES.length);
  });

  test('About, Privacy and Terms carry the required content', async ({ page }) => {
    await page.goto('/about');
    for (const name of ['What We Do', 'Our Mission', 'Who We Serve']) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?mode=register');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

    await page.goto('/privacy');
    await expect(page.getByText('Last updated December 25, 2025')).toBeVisible();
    await expect(page.getByText(/Social Security number \(SSN\)/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /How we protect your information/ })).toBeVisible();

    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Consumer Credit File Rights Under State and Federal Law' })).toBeVisible();
    await expect(page.getByText(/is billed only after that month’s work has been performed/)).toBeVisible();
    await expect(page.getByText(/fees are non-refundable except as required by law/)).toBeVisible();
    await expect(page.getByText(/at least 30 days before a new price applies/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /binding arbitration/ })).toBeVisible();
    await expect(page.getByText(/within 3 business days from the date you signed it/)).toBeVisible();
  });

  test('Help Center: contact cards, topic e-mails with subject and body, FAQ answers', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByRole('link', { name: /^E-mail support@finx\.credit$/ })).toHaveAttribute('href', 'mailto:support@finx.credit');
    await expect(page.getByRole('link', { name: 'Open the contact form' })).toHaveAttribute('href', '/contact');
    for (const group of ['Getting Started', 'AI Dispute Engine', 'Credit Building', 'Account & Billing']) {
      const links = page.getByRole('region', { name: group, exact: true }).getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        const url = new URL(href);
        expect(url.protocol + url.pathname).toBe('mailto:support@finx.credit');
        expect(url.searchParams.get('subject')!.startsWith(`${group}: `)).toBe(true);
        expect(url.searchParams.get('body')!.length).toBeGreaterThan(60);
      }
    }
    // The app renders over the pre-rendered page once it has loaded (main.tsx): a <details> opened before that
    // closes again, so open the answers once it has taken over.
    await expect(page.locator('#root:not([aria-disabled])')).toBeAttached();
    const faq = page.getByText('How long does a dispute take?');
    await faq.click();
    await expect(page.getByText(/Up to 30 days\. Once a bureau receives your dispute/)).toBeVisible();
    await page.getByText('Can I cancel anytime?').click();
    await expect(page.getByText(/You keep access until the end of the billing period/)).toBeVisible();
  });
});
