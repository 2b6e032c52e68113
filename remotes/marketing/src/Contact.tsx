import './index.css';
import { Button, PageHeader, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';
import {
  CONTACT_MESSAGE_MAX,
  contactLeadSchema,
  CREDIT_SCORE_OPTIONS,
  PREFERRED_CONTACT_OPTIONS,
  PRIMARY_GOAL_OPTIONS,
  SITUATION_OPTIONS,
} from '@finx/contracts/contact';
import { isApiError, requestJson, serverMessage } from '@finx/contracts/session';
import { Link } from '@finx/router';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm } from '../../common/useForm';
import { checkbox, control, describedBy, errorText, Field, labelText } from './components/fields';
import { MarketingPage } from './components/MarketingPage';
import { checkList, muted, panel, small, textLink } from './components/ui';
import { COMPANY, SERVICES } from './site';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  creditScore: '',
  primaryGoal: '',
  currentSituation: '',
  message: '',
  agreeToTerms: false,
  subscribeNewsletter: true,
  preferredContact: 'email',
  /** Honeypot: hidden from people, so only bots fill it in. */
  website: '',
};
type Form = typeof EMPTY;
type Errors = Partial<Record<keyof Form, string>>;

const REQUIRED: { name: keyof Form; message: string }[] = [
  { name: 'firstName', message: 'First name is required' },
  { name: 'lastName', message: 'Last name is required' },
  { name: 'email', message: 'Email is required' },
  { name: 'agreeToTerms', message: 'You must agree to the terms' },
];

const FAILED = 'Please try again or contact us directly';

const select = (options: readonly { value: string; label: string }[], placeholder: string) => [
  <option key="" value="">
    {placeholder}
  </option>,
  ...options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  )),
];

/** Contact (/contact): the lead form, how to reach us, what we do, and what happens after sending it. */
export default function Contact() {
  const { values: form, errors, set, validate, fail, reset, formRef } = useForm(EMPTY);

  const submit = useMutation({
    mutationFn: (body: Form) => requestJson<{ success: true }>('/api/contact/submit', { method: 'POST', body }),
    onSuccess: () => {
      toast({ title: 'Thank You!', description: "Your inquiry has been submitted. We'll contact you within 24 hours.", tone: 'success' });
      reset();
    },
    onError: (err) => {
      // A 400 or 429 says what to fix or when to retry; anything else gets the spec's words.
      const clear = isApiError(err) && (err.status === 400 || err.status === 429);
      toast({ title: 'Submission Failed', description: clear ? serverMessage(err, FAILED) : FAILED, tone: 'danger' });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    const missing: Errors = {};
    for (const r of REQUIRED) {
      const v = form[r.name];
      if (typeof v === 'string' ? !v.trim() : !v) missing[r.name] = r.message;
    }
    if (Object.keys(missing).length) {
      fail(missing);
      toast({ title: 'Missing Required Fields', description: 'Please fill in all required fields and agree to terms', tone: 'danger' });
      return;
    }
    if (validate(contactLeadSchema)) submit.mutate(form);
  };

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phone',
    title: string,
    props: { type?: string; autoComplete: string; required?: boolean; hint?: string; inputMode?: 'tel' | 'email' },
  ) => (
    <Field id={`contact-${name}`} label={title} required={props.required} hint={props.hint} error={errors[name]}>
      <input
        id={`contact-${name}`}
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        className={control}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
        aria-required={props.required || undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(`contact-${name}`, !!props.hint, errors[name])}
        maxLength={name === 'email' ? 254 : name === 'phone' ? 30 : 100}
      />
    </Field>
  );

  const choice = (
    name: 'creditScore' | 'primaryGoal' | 'currentSituation',
    title: string,
    options: readonly { value: string; label: string }[],
    placeholder: string,
  ) => (
    <Field id={`contact-${name}`} label={title} error={errors[name]}>
      <select
        id={`contact-${name}`}
        name={name}
        className={control}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(`contact-${name}`, false, errors[name])}
      >
        {select(options, placeholder)}
      </select>
    </Field>
  );

  return (
    <MarketingPage
      title="Contact"
      description={`Contact FinX: tell us about your credit goals and a credit specialist will reply within 24 hours. Call ${COMPANY.phone} or e-mail ${COMPANY.email}, ${COMPANY.hours}.`}
    >
      <div className={css({ pt: { base: '8', md: '12' } })}>
        <PageHeader title="Contact" subtitle="Tell us about your credit goals and a specialist will reply within 24 hours." />
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '8', alignItems: 'start', pb: '12' })}>
        <section aria-labelledby="lead-form" className={panel}>
          <h2 id="lead-form" className={css({ textStyle: 'h2', m: '0', mb: '2' })}>
            Request a free consultation
          </h2>
          <p className={cx(small, css({ mb: '6' }))}>Fields marked (required) must be filled in.</p>
          <form ref={formRef} noValidate onSubmit={onSubmit} className={stack({ gap: '5' })} aria-labelledby="lead-form">
            <div className={grid({ columns: { base: 1, md: 2 }, gap: '5' })}>
              {text('firstName', 'First name', { autoComplete: 'given-name', required: true })}
              {text('lastName', 'Last name', { autoComplete: 'family-name', required: true })}
            </div>
            <div className={grid({ columns: { base: 1, md: 2 }, gap: '5' })}>
              {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
              {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: 'Optional' })}
            </div>
            <div className={grid({ columns: { base: 1, md: 2 }, gap: '5' })}>
              {choice('creditScore', 'Current credit score', CREDIT_SCORE_OPTIONS, 'Select your score range')}
              {choice('primaryGoal', 'Primary goal', PRIMARY_GOAL_OPTIONS, 'Select your main goal')}
            </div>
            {choice('currentSituation', 'Current situation', SITUATION_OPTIONS, 'Select what fits best')}
            <Field
              id="contact-message"
              label="Message"
              hint={`${form.message.length} of ${CONTACT_MESSAGE_MAX} characters. Please do not include your Social Security number.`}
              error={errors.message}
            >
              <textarea
                id="contact-message"
                name="message"
                rows={5}
                maxLength={CONTACT_MESSAGE_MAX}
                className={control}
                value={form.message}
                onChange={(e) => set('message', e.target.value)}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy('contact-message', true, errors.message)}
              />
            </Field>
            <fieldset className={css({ border: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
              <legend className={cx(labelText, css({ mb: '2' }))}>Preferred contact method</legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
                {PREFERRED_CONTACT_OPTIONS.map((o) => (
                  <label key={o.value} className={css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })}>
                    <input
                      type="radio"
                      name="preferredContact"
                      value={o.value}
                      checked={form.preferredContact === o.value}
                      onChange={() => set('preferredContact', o.value)}
                      className={checkbox}
                    />
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', cursor: 'pointer' })}>
              <input
                type="checkbox"
                name="subscribeNewsletter"
                checked={form.subscribeNewsletter}
                onChange={(e) => set('subscribeNewsletter', e.target.checked)}
                className={checkbox}
              />
              <span>Send me credit tips and FinX news by e-mail (unsubscribe anytime)</span>
            </label>
            <div className={stack({ gap: '1' })}>
              <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
                <input
                  id="contact-agreeToTerms"
                  type="checkbox"
                  name="agreeToTerms"
                  checked={form.agreeToTerms}
                  onChange={(e) => set('agreeToTerms', e.target.checked)}
                  className={checkbox}
                  aria-required
                  aria-invalid={errors.agreeToTerms ? true : undefined}
                  aria-describedby={errors.agreeToTerms ? 'contact-agreeToTerms-error' : undefined}
                />
                <span>
                  <label htmlFor="contact-agreeToTerms" className={css({ cursor: 'pointer' })}>
                    I agree to the Terms of Service and Privacy Policy, and to be contacted about my inquiry (required)
                  </label>{' '}
                  <span className={small}>
                    Read the{' '}
                    <Link to="/terms" className={textLink}>
                      Terms of Service
                    </Link>{' '}
                    and the{' '}
                    <Link to="/privacy" className={textLink}>
                      Privacy Policy
                    </Link>
                    .
                  </span>
                </span>
              </div>
              {errors.agreeToTerms ? (
                <p id="contact-agreeToTerms-error" className={errorText}>
                  {errors.agreeToTerms}
                </p>
              ) : null}
            </div>
            <div aria-hidden="true" className={css({ position: 'absolute', left: '-9999px', w: '1', h: '1', overflow: 'hidden' })}>
              <label htmlFor="contact-website">Website (leave empty)</label>
              <input
                id="contact-website"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={form.website}
                onChange={(e) => set('website', e.target.value)}
              />
            </div>
            <div>
              <Button type="submit" size="lg" isPending={submit.isPending} pendingLabel="Submitting...">
                Submit inquiry
              </Button>
            </div>
          </form>
        </section>

        <aside aria-label="Other ways to reach us" className={stack({ gap: '6' })}>
          <section aria-labelledby="contact-info" className={panel}>
            <h2 id="contact-info" className={css({ textStyle: 'h3', m: '0', mb: '3' })}>
              Contact information
            </h2>
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: '4',
                rowGap: '2',
                m: '0',
                '& dt': { color: 'text.secondary', fontSize: 'sm' },
                '& dd': { m: '0' },
              })}
            >
              <dt>Address</dt>
              <dd>
                {COMPANY.street}
                <br />
                {COMPANY.city}
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={COMPANY.phoneHref} className={textLink}>
                  {COMPANY.phone}
                </a>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${COMPANY.email}`} className={textLink}>
                  {COMPANY.email}
                </a>
              </dd>
              <dt>Website</dt>
              <dd>
                <a href={COMPANY.websiteHref} className={textLink}>
                  {COMPANY.website}
                </a>
              </dd>
              <dt>Hours</dt>
              <dd>{COMPANY.hours}</dd>
            </dl>
            <p className={cx(small, css({ mt: '3' }))}>{COMPANY.responseTime}</p>
          </section>
          <section aria-labelledby="contact-services" className={panel}>
            <h2 id="contact-services" className={css({ textStyle: 'h3', m: '0', mb: '3' })}>
              Our services
            </h2>
            <ul className={checkList}>
              {SERVICES.map((s) => (
                <li key={s.name}>
                  <span>
                    <strong>{s.name}</strong>
                    <span className={cx(muted, css({ display: 'block', fontSize: 'sm' }))}>{s.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contact-next" className={panel}>
            <h2 id="contact-next" className={css({ textStyle: 'h3', m: '0', mb: '3' })}>
              What happens next
            </h2>
            <ol className={stack({ gap: '2', m: '0', pl: '5', listStyleType: 'decimal' })}>
              <li>A specialist reads your message. {COMPANY.responseTime}</li>
              <li>We reach you the way you prefer and talk through your reports and your goal.</li>
              <li>If FinX can help, we explain your rights and the plans before you sign anything.</li>
            </ol>
          </section>
        </aside>
      </div>
    </MarketingPage>
  );
}
